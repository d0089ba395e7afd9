/** Hands out explicit ids per table, so rows can point at each other before any insert. */
export class IdSequence {
  private readonly last = new Map<string, number>();

  next(table: string): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }

  /** The id the next call for `table` will return. */
  peek(table: string): number {
    return (this.last.get(table) ?? 0) + 1;
  }

  /** Claims `count` consecutive ids and returns the first. */
  reserve(table: string, count: number): number {
    const first = this.peek(table);
    this.last.set(table, first + count - 1);
    return first;
  }
}
