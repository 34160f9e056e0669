/**
 * A small stand-in for the workflow service on a free loopback port, for the cases the sandbox cannot
 * play: answers it writes by hand (HTML echoing input, no content type, very large, held half-way).
 * It keeps every request it received, as it received it (method, raw target, headers, body).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  /** The request target exactly as it arrived (`/api/v1/x%2Fy?z=1`). */
  target: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (request: Received, response: ServerResponse) => void;

export interface FakeService {
  url: string;
  received: Received[];
  close: () => Promise<void>;
}

export async function startFakeService(handle: Handler): Promise<FakeService> {
  const received: Received[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen: Received = {
        method: request.method ?? '',
        target: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(seen);
      open.add(response);
      response.on('close', () => open.delete(response));
      handle(seen, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
