import { startVarnish, varnishInstalled } from './front/varnish';

/**
 * `npm run front:varnish`: Varnish in front of a running `npm start` (docs/deploy.md). Listens on
 * FRONT_PORT (6081) for every address, sends to the app on PORT (3000); start the app with
 * FRONT_KIND=varnish FRONT_PURGE_URL=http://127.0.0.1:6081/ so stock changes purge it.
 */
async function main(): Promise<void> {
  if (!varnishInstalled()) throw new Error('varnishd is not installed (Debian: apt-get install varnish)');
  const port = Number(process.env.FRONT_PORT ?? 6081);
  const appPort = Number(process.env.PORT ?? 3000);
  const varnish = await startVarnish({ port, appPort, listen: '0.0.0.0', token: process.env.FRONT_PURGE_TOKEN, storage: process.env.FRONT_STORAGE ?? 'malloc,256m' });
  console.log(`[front] Varnish on http://localhost:${port} in front of the app on port ${appPort} (sites at http://{slug}.localhost:${port})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void varnish.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`[front] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
