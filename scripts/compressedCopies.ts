/**
 * A Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of a folder, so a server sends
 * a file compressed without compressing it per request (`@fastify/static`'s `preCompressed`;
 * docs/deploying.md says what another host needs). The work is done once, when the files are
 * made (vite-plugin-compressed-copies.ts; the server's filled documents,
 * server/site/pageDocuments.ts): gzip at its highest level, Brotli at 10, whose files are about
 * 2 % larger than at 11 (the highest) for a third of the time, which every build and test pays.
 *
 * `config.json` gets no copy: a deployment edits it in place, and a stale compressed copy beside
 * it would be served instead. A copy no smaller than its file is not written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_FILE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
const EDITED_IN_PLACE = new Set(['config.json']);

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

const BROTLI_QUALITY = 10;

/** Each encoding: the extension of its copy and how it is made. */
const encodings: ReadonlyArray<{
  extension: string;
  compress: (data: Buffer) => Promise<Buffer>;
}> = [
  {
    extension: '.br',
    compress: (data) =>
      compressBrotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (data) => compressGzip(data, { level: constants.Z_BEST_COMPRESSION }),
  },
];

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A text file the site serves: not config.json, nor one in a dot folder (never served). */
function compressible(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  const served = !relative.split(path.sep).some((part) => part.startsWith('.'));
  return served && TEXT_FILE.has(path.extname(file)) && !EDITED_IN_PLACE.has(relative);
}

/** Writes the compressed copies of every text file below `dir`. */
export async function writeCompressedCopies(dir: string): Promise<void> {
  const files = (await filesBelow(dir)).filter((file) => compressible(file, dir));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      for (const { extension, compress } of encodings) {
        const copy = await compress(data);
        if (copy.length < data.length) await writeFile(file + extension, copy);
      }
    }),
  );
}
