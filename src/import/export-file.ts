import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pipe } from 'stream-chain/utils/pipe.js';
import { parseFile } from 'stream-json/file/parser.js';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';

/** Only the file's name: a JSON parser's message quotes the text around the error, which may be personal data. */
const notJson = (file: string) => new Error(`${basename(file)} is not valid JSON`);

/** Read a block at a time only while the caller takes entries, so a large export is never held whole. */
async function* entries(file: string, key: string, streamer: () => unknown) {
  const read = pipe(parseFile(), pick({ filter: key }), streamer());
  try {
    for await (const entry of read<{ key: string | number; value: unknown }>(file)) yield entry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw notJson(file);
  }
}

export async function* objectEntries(file: string, key: string): AsyncGenerator<[string, unknown]> {
  for await (const entry of entries(file, key, () => streamObject()))
    yield [String(entry.key), entry.value];
}

export async function* arrayItems(file: string, key: string): AsyncGenerator<unknown> {
  for await (const entry of entries(file, key, () => streamArray())) yield entry.value;
}

export function readSmallJson(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw notJson(file);
  }
}
