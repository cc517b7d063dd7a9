/**
 * `npm run --silent server-config -- nginx [--root dist] [--listen 8080] [--server-name docs.example]`:
 * prints the server configuration of a built site (nginx-config.ts) for a maintainer to install.
 * Netlify and Cloudflare Pages need nothing printed: they read the build's `_redirects` and `_headers`.
 */
import { parseArgs } from 'node:util';
import { nginxServerBlock } from './nginx-config.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string', default: 'dist' }, listen: { type: 'string', default: '80' }, 'server-name': { type: 'string' } },
});
const [server] = positionals;
if (server !== 'nginx') {
  console.error(`usage: npm run --silent server-config -- nginx [--root dist] [--listen 80] [--server-name host] (got ${server ?? 'nothing'})`);
  process.exit(2);
}
try {
  process.stdout.write(nginxServerBlock({ root: values.root, listen: values.listen, serverName: values['server-name'] }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
