/**
 * Turns a captured page into an 8-bit palette image (like a PNG-8), compressed with the
 * browser's native deflate. A form page holds few colours: text, borders and their
 * anti-aliasing. Keeping one byte per pixel instead of three, and letting native code compress
 * it, makes pages several times smaller and faster than jsPDF's own PNG path (JavaScript PNG
 * decoding and re-compression of 24-bit pixels).
 */

export interface IndexedImage {
  width: number;
  height: number;
  /** Up to 256 colours as r, g, b triples. */
  palette: number[];
  /** Zlib stream of the rows, each a PNG filter byte (0, none) followed by one index per pixel. */
  deflated: Uint8Array;
}

/** 4 bits per channel: 4096 buckets; enough shades for anti-aliased text at print resolution. */
const BUCKETS = 1 << 12;
const MAX_COLOURS = 256;

interface BucketStats {
  counts: Uint32Array;
  /** Per bucket, the sums of its pixels' red, green and blue, for the mean colour. */
  sums: Uint32Array;
}

/** Pixels as one 32-bit word each (RGBA bytes; little-endian, as in every browser). */
function pixelWords(image: ImageData): Uint32Array {
  const { data } = image;
  return new Uint32Array(data.buffer, data.byteOffset, data.length / 4);
}

/** The bucket of a pixel word: the top 4 bits of red, green and blue. */
function bucketOf(word: number): number {
  return ((word & 0xf0) << 4) | ((word >>> 8) & 0xf0) | ((word >>> 20) & 0x0f);
}

/**
 * Calls `visit` for each run of equal pixels within a row. Most of a form is runs of white or
 * of one fill, so per-run work is far cheaper than per-pixel work.
 */
function forEachRun(
  words: Uint32Array,
  width: number,
  visit: (word: number, start: number, length: number) => void,
): void {
  for (let rowStart = 0; rowStart < words.length; rowStart += width) {
    const rowEnd = rowStart + width;
    let start = rowStart;
    for (let i = rowStart + 1; i <= rowEnd; i++) {
      if (i === rowEnd || words[i] !== words[start]) {
        visit(words[start], start, i - start);
        start = i;
      }
    }
  }
}

function collectBuckets(words: Uint32Array, width: number): BucketStats {
  const counts = new Uint32Array(BUCKETS);
  const sums = new Uint32Array(BUCKETS * 3);
  forEachRun(words, width, (word, _start, length) => {
    const bucket = bucketOf(word);
    counts[bucket] += length;
    sums[bucket * 3] += (word & 0xff) * length;
    sums[bucket * 3 + 1] += ((word >>> 8) & 0xff) * length;
    sums[bucket * 3 + 2] += ((word >>> 16) & 0xff) * length;
  });
  return { counts, sums };
}

function nearest(palette: number[], r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < palette.length; i += 3) {
    const distance = (palette[i] - r) ** 2 + (palette[i + 1] - g) ** 2 + (palette[i + 2] - b) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i / 3;
    }
  }
  return best;
}

/**
 * The palette: each used bucket's mean colour, the most frequent 256 kept; rarer buckets map to
 * the nearest kept colour. Returns the palette and each bucket's palette index.
 */
export function buildPalette({ counts, sums }: BucketStats): {
  palette: number[];
  indexOfBucket: Uint8Array;
} {
  const used = [...counts.keys()].filter((bucket) => counts[bucket] > 0);
  used.sort((a, b) => counts[b] - counts[a]);
  const mean = (bucket: number, channel: number) =>
    Math.round(sums[bucket * 3 + channel] / counts[bucket]);
  const palette: number[] = [];
  const indexOfBucket = new Uint8Array(BUCKETS);
  used.forEach((bucket, rank) => {
    const [r, g, b] = [mean(bucket, 0), mean(bucket, 1), mean(bucket, 2)];
    if (rank < MAX_COLOURS) {
      indexOfBucket[bucket] = rank;
      palette.push(r, g, b);
    } else {
      // Ranks are in order, so the palette is complete by now.
      indexOfBucket[bucket] = nearest(palette, r, g, b);
    }
  });
  return { palette, indexOfBucket };
}

/** Rows as PNG scanlines: filter byte 0, then the palette index of each pixel. */
function indexRows(words: Uint32Array, width: number, indexOfBucket: Uint8Array): Uint8Array {
  const rows = new Uint8Array(words.length + words.length / width);
  forEachRun(words, width, (word, start, length) => {
    // Pixel i sits after its row's filter byte and those of the rows above: i + row + 1.
    const at = start + Math.floor(start / width) + 1;
    rows.fill(indexOfBucket[bucketOf(word)], at, at + length);
  });
  return rows;
}

/** Runs bytes through a byte stream transform (CompressionStream, DecompressionStream). */
export async function transformBytes(
  bytes: Uint8Array,
  transform: ReadableWritablePair<Uint8Array, Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array> {
  const writer = transform.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>);
  void writer.close();
  const chunks: Uint8Array[] = [];
  const reader = transform.readable.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
  }
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Zlib-wrapped deflate by the browser's native code. */
export function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  return transformBytes(bytes, new CompressionStream('deflate'));
}

export function canMakeIndexedImages(): boolean {
  return typeof CompressionStream === 'function';
}

export async function toIndexedImage(image: ImageData): Promise<IndexedImage> {
  const words = pixelWords(image);
  const { palette, indexOfBucket } = buildPalette(collectBuckets(words, image.width));
  const deflated = await deflate(indexRows(words, image.width, indexOfBucket));
  return { width: image.width, height: image.height, palette, deflated };
}
