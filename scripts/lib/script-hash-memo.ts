/**
 * The inline-script hashes of HTML bodies already read, by each body's ETag (a hash of the very
 * bytes sent, scripts/lib/body-etag.ts), so a stored page answered a thousand times is read and
 * hashed once (docs/decisions/028-csp-hashes-per-answer.md). Bounded: the oldest entry goes when it is full, and
 * one read again goes to the back.
 */
export class ScriptHashMemo {
  private readonly entries = new Map<string, readonly string[]>();

  constructor(private readonly capacity: number) {}

  get(etag: string): readonly string[] | undefined {
    const hashes = this.entries.get(etag);
    if (hashes !== undefined) {
      this.entries.delete(etag);
      this.entries.set(etag, hashes);
    }
    return hashes;
  }

  set(etag: string, hashes: readonly string[]): void {
    this.entries.delete(etag);
    this.entries.set(etag, hashes);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}
