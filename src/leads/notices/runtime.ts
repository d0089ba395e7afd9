import { startBackgroundWorker, wakeBackgroundWorker } from '../../outbox/runtime';
import { startConsoleMailWorker } from './worker';

/** The server process's one console email worker, started with the other outbox workers. */
const KEY = 'forecourt.consoleMailWorker';

export function startConsoleMail(): void {
  startBackgroundWorker(KEY, 'console email', (settings) => startConsoleMailWorker(settings));
}

/** An email was just queued: send it now rather than at the next poll. */
export function wakeConsoleMail(): void {
  wakeBackgroundWorker(KEY);
}
