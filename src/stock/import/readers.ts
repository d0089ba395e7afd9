import { Transform, type Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { SaxesParser } from 'saxes';
import streamArray from 'stream-json/streamers/stream-array.js';
import { FEED_COLUMNS, mapHeader, missingColumns, type ColumnMapping } from '../../domain/stock-feed/columns';
import { jsonCarRecord } from '../../domain/stock-feed/json-car';
import { XML_LIST_ELEMENTS, XML_RECORD_ELEMENTS, xmlFieldColumn } from '../../domain/stock-feed/xml-elements';
import { FeedFormatError } from './feed-error';

export type FeedFormat = 'csv' | 'json' | 'xml';

/** One record of a feed with where it starts: the line (CSV, XML) or the position in the array (JSON). */
export type FeedRecord = { at: number; record: Record<string, unknown> };

export type FeedSource = {
  /** The file name, for messages. */
  name: string;
  format: FeedFormat;
  input: Readable;
  mapping?: ColumnMapping;
  /** Called with the bytes read so far, as they are read. */
  onBytes?: (bytes: number) => void;
};

/** Whether a format numbers its records by line or by position. */
export const POSITION_UNIT: Record<FeedFormat, 'line' | 'record'> = { csv: 'line', xml: 'line', json: 'record' };

export function formatOf(fileName: string): FeedFormat | null {
  const ext = /\.(csv|json|xml)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext === 'csv' || ext === 'json' || ext === 'xml' ? ext : null;
}

function counted(source: FeedSource): Readable {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      source.onBytes?.(bytes);
      done(null, chunk);
    },
  });
  source.input.on('error', (error) => counter.destroy(error));
  return source.input.pipe(counter);
}

/** The records of a feed, read as they stream in; a file that cannot be read throws FeedFormatError. */
export function readFeed(source: FeedSource): AsyncGenerator<FeedRecord> {
  switch (source.format) {
    case 'csv':
      return readCsv(source);
    case 'json':
      return readJson(source);
    case 'xml':
      return readXml(source);
  }
}

async function* readCsv(source: FeedSource): AsyncGenerator<FeedRecord> {
  let headerSeen = false;
  // The header is checked as csv-parse reads it, before any row: a file with the wrong delimiter
  // fails on its header, not on the first quote that happens to follow.
  const columns = (header: string[]) => {
    headerSeen = true;
    const mapped = mapHeader(header, source.mapping);
    const missing = missingColumns(mapped);
    if (missing.length > 0) {
      const oneColumn = header.length === 1 ? ` (the header reads as one column "${header[0]}": are the columns separated by commas?)` : '';
      throw new FeedFormatError(`${source.name} line 1: the header has no column ${missing.join(', ')}${oneColumn}`);
    }
    return mapped.map((column) => column ?? false);
  };
  const parser = counted(source).pipe(parseCsv({ bom: true, info: true, skip_empty_lines: true, trim: true, columns }));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      yield { at: info.lines, record };
    }
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    throw new FeedFormatError(`${source.name}: ${(error as Error).message}`);
  }
  if (!headerSeen) throw new FeedFormatError(`${source.name}: the file is empty (a header line is required)`);
}

async function* readJson(source: FeedSource): AsyncGenerator<FeedRecord> {
  const stream = counted(source).pipe(streamArray.withParserAsStream());
  try {
    for await (const item of stream as AsyncIterable<{ key: number; value: unknown }>) {
      yield { at: item.key + 1, record: jsonCarRecord(item.value) };
    }
  } catch (error) {
    throw new FeedFormatError(`${source.name}: not a JSON array of cars (${(error as Error).message})`);
  }
}

const KNOWN = new Set<string>(FEED_COLUMNS);

type XmlState = {
  record: Record<string, unknown> | null;
  at: number;
  /** Element names below the record element, outermost first. */
  path: string[];
  text: string;
};

async function* readXml(source: FeedSource): AsyncGenerator<FeedRecord> {
  const parser = new SaxesParser({ position: true });
  const ready: FeedRecord[] = [];
  const state: XmlState = { record: null, at: 0, path: [], text: '' };

  parser.on('opentag', (tag) => {
    const name = tag.name.toLowerCase();
    if (!state.record) {
      if (XML_RECORD_ELEMENTS.has(name)) Object.assign(state, { record: {}, at: parser.line, path: [], text: '' });
      return;
    }
    state.path.push(name);
    state.text = '';
    const listColumn = state.path.length === 2 ? XML_LIST_ELEMENTS[state.path[0] ?? ''] : undefined;
    const attribute = tag.attributes.url ?? tag.attributes.src;
    if (listColumn && typeof attribute === 'string') state.text = attribute;
  });
  parser.on('text', (text) => {
    if (state.record) state.text += text;
  });
  parser.on('cdata', (text) => {
    if (state.record) state.text += text;
  });
  parser.on('closetag', (tag) => {
    const record = state.record;
    if (!record) return;
    if (state.path.length === 0) {
      ready.push({ at: state.at, record });
      state.record = null;
      return;
    }
    const [field, item] = state.path;
    const listColumn = XML_LIST_ELEMENTS[field ?? ''];
    if (state.path.length === 2 && listColumn && item) {
      const list = (record[listColumn] ??= []) as string[];
      if (state.text.trim()) list.push(state.text.trim());
    } else if (state.path.length === 1 && listColumn) {
      // A list element with no items is its text ('a|b'), or present and empty: it clears the list.
      record[listColumn] ??= state.text.trim() ? state.text : [];
    } else if (state.path.length === 1) {
      const column = xmlFieldColumn(tag.name, KNOWN);
      if (column) record[column] = state.text;
    }
    state.path.pop();
    state.text = '';
  });

  const input = counted(source);
  input.setEncoding('utf8');
  try {
    for await (const chunk of input as AsyncIterable<string>) {
      parser.write(chunk);
      yield* ready.splice(0);
    }
    parser.close();
  } catch (error) {
    throw new FeedFormatError(`${source.name} line ${parser.line}: ${(error as Error).message}`);
  }
  yield* ready.splice(0);
}
