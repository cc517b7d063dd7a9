/**
 * Streamable HTTP on localhost: `POST /mcp`, stateless (a fresh server and transport per request,
 * all sharing one DocsData and its cache), as the SDK recommends for a server without sessions.
 * Only loopback Host headers are served, so a web page cannot reach the server by DNS rebinding.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export const MCP_PATH = '/mcp';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function jsonRpcError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

function isLoopbackHost(req: IncomingMessage): boolean {
  try {
    return LOOPBACK.has(new URL(`http://${req.headers.host ?? ''}`).hostname);
  } catch {
    return false;
  }
}

export interface HttpHandle {
  url: string;
  close(): Promise<void>;
}

export async function startHttpServer(createMcp: () => McpServer, port: number): Promise<HttpHandle> {
  const server: Server = createServer(async (req, res) => {
    if (!isLoopbackHost(req)) return jsonRpcError(res, 403, 'Forbidden host');
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== MCP_PATH) return jsonRpcError(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}`);
    if (req.method !== 'POST') return jsonRpcError(res, 405, 'Method not allowed: this stateless server takes POST only');
    const mcp = createMcp();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    try {
      await mcp.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      if (!res.headersSent) jsonRpcError(res, 500, `Internal error: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}${MCP_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
