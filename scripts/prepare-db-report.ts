/** The variable naming the file descriptor scripts/prepare-db.ts reports on ('sites' or 'empty') when npm start runs it as a child. */
export const PREPARE_DB_REPORT_FD = 'FORECOURT_PREPARE_DB_REPORT_FD';
