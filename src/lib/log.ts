import pino from 'pino';
import { env } from '../env';

/** One JSON line per event; request handlers add `site` and `req` fields with `log.child`. */
export const log = pino({
  level: env().LOG_LEVEL,
  base: { app: 'forecourt' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
