// Brotli and gzip copies of a build's text files, at the best levels: they are made once, at build
// time, and the server (express-static-gzip) sends the one the browser accepts. A copy that is not
// smaller than its file is not kept, so the server then sends the file as it is.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|ico|webmanifest)$/;
const MIN_BYTES = 512;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const brotli = (data) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
const gzip = (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION });

/** Writes `file.br` and `file.gz` beside every text file under `dir`; answers the sizes per file. */
export function precompress(dir) {
  const sizes = [];
  for (const path of filesUnder(dir)) {
    if (!TEXT.test(path)) continue;
    const data = readFileSync(path);
    const entry = { path, raw: data.length, br: data.length, gz: data.length };
    if (data.length >= MIN_BYTES) {
      for (const [ext, compress] of [
        ['br', brotli],
        ['gz', gzip],
      ]) {
        const packed = compress(data);
        if (packed.length >= data.length) continue;
        writeFileSync(`${path}.${ext}`, packed);
        entry[ext] = packed.length;
      }
    }
    sizes.push(entry);
  }
  return sizes;
}
