/**
 * What the preparing step of `npm start` (scripts/start.ts, a child that exits) tells the resident
 * primary (scripts/primary.ts) through scripts/start.mjs: written as JSON on the file descriptor
 * the variable names. The configuration is read and checked there, so the primary loads none of it.
 */
export const START_REPORT_FD = 'FORECOURT_START_REPORT_FD';

export type StartReport = {
  /** The compiled app server each app process runs. */
  server: string;
  /** The compiled primary, imported by scripts/start.mjs. */
  primary: string;
  /** Whether the database has sites to serve, for the line that says where they are. */
  hasSites: boolean;
  /** App processes to run (scripts/lib/process-count.ts) and the Node flags of each (scripts/lib/app-process-flags.ts). */
  processes: number;
  flags: string[];
  port: number;
  /** Whether the processes share pages and rate limits in Redis, for the serving line. */
  sharedInRedis: boolean;
};
