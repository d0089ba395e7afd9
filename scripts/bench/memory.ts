import fs from 'node:fs';

/**
 * The resident memory of `npm start`'s processes, read from Linux's /proc: the benchmark starts
 * the server detached, so every process it runs (the start process, its app processes, a loader's
 * wrapper) shares one process group. Issue 30 asks for at most 500 MB for all of them once the
 * demo has been served.
 */
export type ProcessMemory = { pid: number; command: string; rssMb: number; anonMb: number; pssMb: number };

/** A field in kB of /proc/<pid>/status or smaps_rollup, in MB; 0 when absent (a kernel thread or a zombie has none). */
function mbField(text: string, field: string): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(text)?.[1];
  return kb === undefined ? 0 : Math.round(Number(kb) / 1024);
}

/** Resident set size in MB from the text of /proc/<pid>/status (VmRSS). */
export function rssMbOf(status: string): number {
  return mbField(status, 'VmRSS');
}

/**
 * Resident memory of the process's own (anonymous) pages, from /proc/<pid>/status (RssAnon): the
 * heap, PGlite's WebAssembly memory, stacks. What RSS adds to it is mapped files, chiefly the Node
 * binary's code, which the kernel holds once for every process that runs it and may drop and read again.
 */
export function anonMbOf(status: string): number {
  return mbField(status, 'RssAnon');
}

/**
 * Proportional set size in MB from /proc/<pid>/smaps_rollup (Pss): each page shared by n processes
 * counts 1/n in each, so the sum over a group is the memory the group holds, each page once.
 */
export function pssMbOf(smapsRollup: string): number {
  return mbField(smapsRollup, 'Pss');
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

function memoryOf(pid: string): Pick<ProcessMemory, 'rssMb' | 'anonMb' | 'pssMb'> {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rssMb: rssMbOf(status), anonMb: anonMbOf(status), pssMb: pssMbOf(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')) };
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
        ...memoryOf(entry),
      });
    } catch {
      // ended between the listing and the read
    }
  }
  return members;
}
