import pino from 'pino';
import { env } from '../env';
import { redaction } from './log-redaction';

/**
 * The process's logger: one JSON line per event on standard output. Lines caused by a request go
 * through `requestLog()` (./request-log.ts), a child of this one that adds `reqId` and `site`;
 * lines with no request behind them (start-up, the lead delivery worker) use it directly.
 */
export const log = pino({
  level: env().LOG_LEVEL,
  base: { app: 'forecourt' },
  timestamp: pino.stdTimeFunctions.isoTime,
  // No shopper's personal data and no failed query's values in a line (./log-redaction.ts).
  ...redaction,
});
