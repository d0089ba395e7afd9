import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * Local stand-ins for a dealer's mail server and CRM, for the durability test and the lead
 * benchmark. They count raw arrivals: every message or POST that reached them, duplicates
 * included, keyed by destination and lead id.
 */
export type Arrivals = Map<string, number>;

export type Receivers = {
  /** `${destination}|${leadId}` -> how many times it arrived; destination is 'email', 'adf' or 'json'. */
  arrivals: Arrivals;
  smtpPort: number;
  webhookPort: number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

function count(arrivals: Arrivals, destination: string, leadId: string): void {
  const key = `${destination}|${leadId}`;
  arrivals.set(key, (arrivals.get(key) ?? 0) + 1);
}

function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(head);
  return match?.[1]?.trim() ?? null;
}

function listen(server: { listen: (port: number, host: string, cb: () => void) => unknown; once: (e: 'error', cb: (e: Error) => void) => unknown }, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** Receivers on the given ports, not yet listening (the dealer's systems are down until `start`). */
export function leadReceivers(smtpPort: number, webhookPort: number): Receivers {
  const arrivals: Arrivals = new Map();
  let smtp: SMTPServer | null = null;
  let hooks: http.Server | null = null;

  return {
    arrivals,
    smtpPort,
    webhookPort,
    async start() {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 1_000,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const leadId = header(Buffer.concat(chunks).toString('utf8'), 'X-Lead-Id');
            if (leadId) count(arrivals, 'email', leadId);
            callback();
          });
        },
      });
      await listen(smtp.server, smtpPort);
      hooks = http.createServer((request, response) => {
        request.resume();
        request.on('end', () => {
          const leadId = request.headers['idempotency-key'];
          const destination = request.url?.includes('json') ? 'json' : 'adf';
          if (typeof leadId === 'string') count(arrivals, destination, leadId);
          response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        });
      });
      hooks.keepAliveTimeout = 1_000;
      await listen(hooks, webhookPort);
    },
    async stop() {
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
      if (hooks) {
        hooks.closeAllConnections();
        await new Promise<void>((resolve) => hooks?.close(() => resolve()));
      }
      smtp = null;
      hooks = null;
    },
  };
}

/** A port nobody listens on, from `from` upwards. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = http.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}
