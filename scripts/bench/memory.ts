import fs from 'node:fs';

/**
 * The resident memory of `npm start`'s processes, read from Linux's /proc: the benchmark starts
 * the server detached, so every process it runs (the start process, its app processes, a loader's
 * wrapper) shares one process group. Issue 30 asks for at most 500 MB for all of them once the
 * demo has been served.
 */
export type ProcessMemory = { pid: number; command: string; rssMb: number };

/** Resident set size in MB from the text of /proc/<pid>/status (VmRSS is in kB); 0 for a kernel thread or a zombie, which have none. */
export function rssMbOf(status: string): number {
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  return kb === undefined ? 0 : Math.round(Number(kb) / 1024);
}

/** The process group field of /proc/<pid>/stat: after the command, which is in parentheses and may hold spaces. */
export function processGroupOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/** A short name for a process: its command line with the project's directory and node_modules paths cut. */
export function commandOf(cmdline: string, root: string): string {
  return cmdline
    .split('\0')
    .filter(Boolean)
    .map((part) => part.replaceAll(`${root}/`, '').replace(/^(?:.*\/)?node_modules\//, ''))
    .join(' ')
    .slice(0, 80);
}

export function processGroupMemory(processGroup: number, root: string): ProcessMemory[] {
  const members: ProcessMemory[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (processGroupOf(fs.readFileSync(`/proc/${entry}/stat`, 'utf8')) !== processGroup) continue;
      members.push({
        pid: Number(entry),
        command: commandOf(fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8'), root),
        rssMb: rssMbOf(fs.readFileSync(`/proc/${entry}/status`, 'utf8')),
      });
    } catch {
      // ended between the listing and the read
    }
  }
  return members;
}
