import { describe, expect, it } from 'vitest';
import { expireMemoryTags } from './memory-tagged';
import { SharedReads } from './shared-reads';

/** A read that settles when told to, counting how often it was started. */
function gatedRead<T>(value: T) {
  const started: Array<(outcome: { ok: true } | { ok: false; error: Error }) => void> = [];
  const read = () =>
    new Promise<T>((resolve, reject) => {
      started.push((outcome) => (outcome.ok ? resolve(value) : reject(outcome.error)));
    });
  return { read, started, settle: (outcome: { ok: true } | { ok: false; error: Error } = { ok: true }) => started.forEach((s) => s(outcome)) };
}

describe('SharedReads', () => {
  it('gives a read asked for while the same key is in flight the same answer, read once', async () => {
    const reads = new SharedReads();
    const gate = gatedRead({ makes: ['Toyota'] });
    const first = reads.read('makes:1', ['site:1'], gate.read);
    const second = reads.read('makes:1', ['site:1'], gate.read);
    gate.settle();
    expect(await first).toBe(await second);
    expect(gate.started).toHaveLength(1);
  });

  it('keeps nothing once a read settles: the next one reads again', async () => {
    const reads = new SharedReads();
    const gate = gatedRead(1);
    const first = reads.read('k', ['t'], gate.read);
    gate.settle();
    await first;
    expect(reads.size).toBe(0);
    void reads.read('k', ['t'], gate.read);
    expect(gate.started).toHaveLength(2);
  });

  it('reads different keys apart', () => {
    const reads = new SharedReads();
    const gate = gatedRead(1);
    void reads.read('menu:1', ['site:1'], gate.read);
    void reads.read('menu:2', ['site:2'], gate.read);
    expect(gate.started).toHaveLength(2);
  });

  it('passes a failure to every reader, and the next read tries again', async () => {
    const reads = new SharedReads();
    const gate = gatedRead(1);
    const first = reads.read('k', ['t'], gate.read);
    const second = reads.read('k', ['t'], gate.read);
    gate.settle({ ok: false, error: new Error('database gone') });
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    void reads.read('k', ['t'], gate.read);
    expect(gate.started).toHaveLength(2);
  });

  it.each([
    ['an expired tag of the read: a read asked for after the change reads afresh', ['stock:1'], 2],
    ['another tag: it still joins', ['stock:2'], 1],
  ])('lets go of a read in flight on %s', async (_, expired, startedReads) => {
    const reads = new SharedReads();
    const before = gatedRead('old menu');
    const first = reads.read('menu:1', ['site:1', 'stock:1'], before.read);
    expireMemoryTags(expired);
    const after = reads.read('menu:1', ['site:1', 'stock:1'], async () => 'new menu');
    before.settle();
    expect(await first).toBe('old menu');
    expect(await after).toBe(startedReads === 2 ? 'new menu' : 'old menu');
  });
});
