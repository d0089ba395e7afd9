/**
 * Whether this process runs the background workers: lead delivery, analytics event delivery and the
 * sign-in purge. `BACKGROUND_WORKERS` says so; `LEAD_WORKER`, its name before it covered more than
 * leads, still works as a deprecated alias when `BACKGROUND_WORKERS` is not set.
 */
export type WorkerSwitch = 'on' | 'off';

export function backgroundWorkersOn(config: { BACKGROUND_WORKERS?: WorkerSwitch; LEAD_WORKER?: WorkerSwitch }): boolean {
  return (config.BACKGROUND_WORKERS ?? config.LEAD_WORKER ?? 'on') === 'on';
}
