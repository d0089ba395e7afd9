import fs from 'node:fs';
import os from 'node:os';

/**
 * CPU seconds used by groups of processes over a benchmark run, read from Linux's /proc, to show
 * where a first render's time goes: the app processes, PostgreSQL, Redis and the load generator
 * share the machine's cores. A process that ends during the run takes its time with it; the
 * servers measured here keep theirs (connection pools, one Redis process).
 */
type ProcStat = { pid: number; ppid: number; pgrp: number; seconds: number };

const TICKS_PER_SECOND = 100;

function processes(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended between the listing and the read
    }
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    stats.push({ pid: Number(entry), ppid: Number(fields[1]), pgrp: Number(fields[2]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND });
  }
  return stats;
}

/** Which processes belong to a group: by process group (a server started detached), or a parent and its children. */
export type Member = { processGroup: number } | { parentAndChildren: number } | { pid: number };

const belongs = (p: ProcStat, member: Member) =>
  'processGroup' in member ? p.pgrp === member.processGroup : 'parentAndChildren' in member ? p.pid === member.parentAndChildren || p.ppid === member.parentAndChildren : p.pid === member.pid;

export type CpuSnapshot = { at: number; byGroup: Record<string, number>; self: NodeJS.CpuUsage };

export function cpuAvailable(): boolean {
  return os.platform() === 'linux' && fs.existsSync('/proc/self/stat');
}

export function snapshot(groups: Record<string, Member>): CpuSnapshot {
  const all = processes();
  const byGroup = Object.fromEntries(Object.entries(groups).map(([name, member]) => [name, all.filter((p) => belongs(p, member)).reduce((sum, p) => sum + p.seconds, 0)]));
  return { at: performance.now(), byGroup, self: process.cpuUsage() };
}

/** CPU seconds of each group between two snapshots, the benchmark's own process as `load generator`, and the wall time. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const round = (n: number) => Number(n.toFixed(2));
  const used = Object.fromEntries(Object.keys(after.byGroup).map((name) => [name, round(after.byGroup[name]! - (before.byGroup[name] ?? 0))]));
  const self = process.cpuUsage(before.self);
  return { ...used, 'load generator': round((self.user + self.system) / 1e6), wallSeconds: round((after.at - before.at) / 1_000) };
}
