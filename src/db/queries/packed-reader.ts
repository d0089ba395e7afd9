/**
 * Reads the tallied statement's packed text (search-tallied.ts) field by field without splitting
 * it: splitting 1,900 cars into 27 strings each cost more than counting them (docs/search.md,
 * "Seventh stop"). A text field is coded as it is read: it is first compared in place with the
 * value last read in its column that began with the same character (a column's values mostly
 * differ in their first character: colours, fuels, car types), and only when that guess fails is
 * it cut out of the text and looked up.
 */
const FIELD = 0x1f;
const CAR = 0x1e;
const ELEMENT = 0x1d;
/** What ended the last field read when the text ran out. */
const END = -1;
const MINUS = 0x2d;
const ZERO = 0x30;
const NINE = 0x39;
/** Guesses are kept per first character modulo this. */
const GUESSES = 128;

/** A column's distinct values, each given a code (its index) in the order first read. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  /** Per first character (modulo GUESSES), the code last read + 1; 0 for none yet. */
  readonly guesses = new Int32Array(GUESSES);

  code(value: string, first: number): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.codes.set(value, code);
    }
    this.guesses[first & (GUESSES - 1)] = code + 1;
    return code;
  }
}

export class PackedReader {
  private pos = 0;
  private stop = FIELD;
  private readonly length: number;

  constructor(private readonly text: string) {
    this.length = text.length;
  }

  /** Whether the last field read ended at a field separator (so the car has more fields). */
  atField(): boolean {
    return this.stop === FIELD;
  }

  /** Whether the last field read ended at an element separator (so the array has more elements). */
  atElement(): boolean {
    return this.stop === ELEMENT;
  }

  /** Whether the last field read ended a record: at a record separator, or at the text's end for the last record. */
  atRecordEnd(last: boolean): boolean {
    return this.stop === (last ? END : CAR);
  }

  /** Whether the last field read ended at a record separator (so another record follows). */
  atRecord(): boolean {
    return this.stop === CAR;
  }

  /** The character at i, END past the text (reading past a string's end slows the loops that do it). */
  private at(i: number): number {
    return i < this.length ? this.text.charCodeAt(i) : END;
  }

  /** Ends the field at `end`, where the character `c` is a separator or END. */
  private close(end: number, c: number) {
    this.stop = c;
    this.pos = end + 1;
  }

  private fieldEnd(from: number): number {
    let i = from;
    let c = this.at(i);
    while (c !== FIELD && c !== CAR && c !== END) c = this.at(++i);
    this.close(i, c);
    return i;
  }

  /** The field as Number reads it: whole numbers from their digits while a double holds them exactly, anything else through Number. */
  number(): number {
    const start = this.pos;
    let i = start;
    let c = this.at(i);
    const negative = c === MINUS;
    if (negative) c = this.at(++i);
    const first = i;
    let value = 0;
    while (c >= ZERO && c <= NINE) {
      value = value * 10 + (c - ZERO);
      c = this.at(++i);
    }
    // Each step is exact while the sum stays a safe integer, and the sums only grow.
    if ((c === FIELD || c === CAR || c === END) && i > first && value <= Number.MAX_SAFE_INTEGER) {
      this.close(i, c);
      return negative ? -value : value;
    }
    return Number(this.text.slice(start, this.fieldEnd(i)));
  }

  /** Whether the field is '' (then it is read) or not (then it is left to read). */
  empty(): boolean {
    const c = this.at(this.pos);
    if (c !== FIELD && c !== CAR && c !== END) return false;
    this.close(this.pos, c);
    return true;
  }

  /** The field's text as it is (for values that are mostly distinct, where coding them saves nothing). */
  raw(): string {
    const start = this.pos;
    return this.text.slice(start, this.fieldEnd(start));
  }

  /** The code of a field that is '' for null (-1) and otherwise a mark and the value (the mark left out). */
  optionalCode(dictionary: Dictionary): number {
    const start = this.pos;
    const c = this.at(start);
    if (c === FIELD || c === CAR || c === END) {
      this.close(start, c);
      return -1;
    }
    return this.read(dictionary, start + 1, false);
  }

  /** The field's code in `dictionary`. */
  code(dictionary: Dictionary): number {
    return this.read(dictionary, this.pos, false);
  }

  /** The next element of an array field (elements end at ELEMENT, the last at the field's end). */
  element(dictionary: Dictionary): number {
    return this.read(dictionary, this.pos, true);
  }

  private read(dictionary: Dictionary, start: number, element: boolean): number {
    const first = this.at(start);
    const guess = (dictionary.guesses[first & (GUESSES - 1)] as number) - 1;
    if (guess >= 0) {
      const value = dictionary.values[guess] as string;
      const end = start + value.length;
      const c = this.at(end);
      if ((c === FIELD || c === CAR || c === END || (element && c === ELEMENT)) && this.text.startsWith(value, start)) {
        this.close(end, c);
        return guess;
      }
    }
    let end = start;
    let c = first;
    while (c !== FIELD && c !== CAR && c !== END && !(element && c === ELEMENT)) c = this.at(++end);
    this.close(end, c);
    return dictionary.code(this.text.slice(start, end), first);
  }
}
