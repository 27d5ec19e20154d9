import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pipe } from 'stream-chain/utils/pipe.js';
import { parseFile } from 'stream-json/file/parser.js';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';

/**
 * Reading the old app's export files. A Firestore export can be hundreds of MB: it is parsed as a
 * stream (stream-json) and handed on one admin at a time, never held whole. A file that is not
 * JSON is reported by its name only: a parser's message quotes the text around the error, which
 * may be personal data.
 */
const notJson = (file: string) => new Error(`${basename(file)} is not valid JSON`);

/**
 * The entries under the top-level `key`, read as they are asked for: the file is read a block at
 * a time only while the caller takes entries (an importer writing an admin holds the reading).
 */
async function* entries(file: string, key: string, streamer: () => unknown) {
  const read = pipe(parseFile(), pick({ filter: key }), streamer());
  try {
    for await (const entry of read<{ key: string | number; value: unknown }>(file)) yield entry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw notJson(file);
  }
}

/** `[key, value]` of each property of the object at the top-level `key`, one at a time. */
export async function* objectEntries(file: string, key: string): AsyncGenerator<[string, unknown]> {
  for await (const entry of entries(file, key, () => streamObject()))
    yield [String(entry.key), entry.value];
}

/** Each item of the array at the top-level `key`, one at a time. */
export async function* arrayItems(file: string, key: string): AsyncGenerator<unknown> {
  for await (const entry of entries(file, key, () => streamArray())) yield entry.value;
}

/** A small JSON file (the hash settings), whole. */
export function readSmallJson(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw notJson(file);
  }
}
