// The entry of a compile worker thread (page-compiler.ts). On Node 20 a worker does not get the
// TypeScript loader its process was started with (`--import tsx`), so it registers it here and
// then loads the worker's code.
import { register } from 'tsx/esm/api';

register();
const { default: compileTask } = await import('./compile-worker.ts');
export default compileTask;
