import fs from 'node:fs';
import os from 'node:os';

/**
 * CPU seconds used by groups of processes over a benchmark run, read from Linux's /proc, to show
 * where a first render's time goes: the app processes, PostgreSQL, Redis and the load generator
 * share the machine's cores. A process that ends during the run takes its time with it; the
 * servers measured here keep theirs (connection pools, one Redis process).
 */
type ProcStat = { pid: number; ppid: number; pgrp: number; seconds: number; mainThreadSeconds: number };

const TICKS_PER_SECOND = 100;

/** The fields after the command name, which is in parentheses and may hold spaces. */
const statFields = (text: string) => text.slice(text.lastIndexOf(')') + 2).split(' ');
const cpuSeconds = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;

function processes(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      // A process's first thread (its id is the process's): in Node, the JavaScript thread.
      const main = statFields(fs.readFileSync(`/proc/${entry}/task/${entry}/stat`, 'utf8'));
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), pgrp: Number(fields[2]), seconds: cpuSeconds(fields), mainThreadSeconds: cpuSeconds(main) });
    } catch {
      // ended between the listing and the read
    }
  }
  return stats;
}

/** Which processes belong to a group: by process group (a server started detached), or a parent and its children. */
export type Member = { processGroup: number } | { parentAndChildren: number } | { pid: number };

const belongs = (p: ProcStat, member: Member) =>
  'processGroup' in member ? p.pgrp === member.processGroup : 'parentAndChildren' in member ? p.pid === member.parentAndChildren || p.ppid === member.parentAndChildren : p.pid === member.pid;

type CpuSnapshot = { at: number; byGroup: Record<string, number>; self: NodeJS.CpuUsage };

export function cpuAvailable(): boolean {
  return os.platform() === 'linux' && fs.existsSync('/proc/self/stat');
}

/**
 * Each group's CPU seconds so far, and those of the Node groups' JavaScript threads alone as
 * `<group> JS thread`: the rest of a Node process's time is V8's helper threads (garbage
 * collection, compilation) and libuv's pool, which run beside the JavaScript thread on other cores.
 */
export function snapshot(groups: Record<string, Member>, nodeGroups: readonly string[] = []): CpuSnapshot {
  const all = processes();
  const byGroup: Record<string, number> = {};
  for (const [name, member] of Object.entries(groups)) {
    const members = all.filter((p) => belongs(p, member));
    byGroup[name] = members.reduce((sum, p) => sum + p.seconds, 0);
    if (nodeGroups.includes(name)) byGroup[`${name} JS thread`] = members.reduce((sum, p) => sum + p.mainThreadSeconds, 0);
  }
  return { at: performance.now(), byGroup, self: process.cpuUsage() };
}

/** CPU seconds of each group between two snapshots, the benchmark's own process as `load generator`, and the wall time. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const round = (n: number) => Number(n.toFixed(2));
  const used = Object.fromEntries(Object.keys(after.byGroup).map((name) => [name, round(after.byGroup[name]! - (before.byGroup[name] ?? 0))]));
  const self = process.cpuUsage(before.self);
  return { ...used, 'load generator': round((self.user + self.system) / 1e6), wallSeconds: round((after.at - before.at) / 1_000) };
}
