import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers as a vehicle data provider would (docs/vehicle-data.md), with
 * the behaviour each test sets: a JSON answer, a status, a body that is not JSON, or no answer in
 * time. It records what it was sent, so a test can see the key travelled to the provider only.
 */
export type ProviderBehaviour =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'garbage' }
  | { kind: 'hang' };

export type FakeProvider = {
  url: string;
  behave: (behaviour: ProviderBehaviour) => void;
  requests: { method: string; path: string; authorization: string | undefined; body: string }[];
  close: () => Promise<void>;
};

export async function startFakeProvider(): Promise<FakeProvider> {
  let behaviour: ProviderBehaviour = { kind: 'status', status: 404 };
  const requests: FakeProvider['requests'] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, body });
      if (behaviour.kind === 'hang') {
        hanging.add(response);
        return;
      }
      if (behaviour.kind === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
        return;
      }
      if (behaviour.kind === 'status') {
        response.writeHead(behaviour.status, { 'content-type': 'text/plain' }).end(behaviour.body ?? 'provider says no');
        return;
      }
      response.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/`,
    behave: (next) => (behaviour = next),
    requests,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
