import type { jsPDF as JsPdf } from 'jspdf';
import type { IndexedImage } from './indexedImage';

/**
 * A jsPDF image plugin (jsPDF finds image handlers as `jsPDF.API.process<FORMAT>`) that embeds
 * an already-compressed palette image as it is: the stream is exactly a PNG-8 image's data,
 * declared with the PNG predictor, so jsPDF neither decodes nor re-compresses it.
 */
const FORMAT = 'INDEXEDPNG8';
const HANDLER = `process${FORMAT}`;

type JsPdfClass = typeof JsPdf;

/** jsPDF hands the handler the same Uint8Array it was given; the rest of the image waits here. */
const waiting = new WeakMap<Uint8Array, IndexedImage>();

function binaryString(bytes: Uint8Array): string {
  const chunk = 0x8000;
  let text = '';
  for (let i = 0; i < bytes.length; i += chunk) {
    text += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return text;
}

/** Must run before the document is created: jsPDF copies its API onto each new document. */
export function registerIndexedImages(jsPDF: JsPdfClass): void {
  const api = jsPDF.API as unknown as Record<string, unknown>;
  if (typeof api[HANDLER] === 'function') return;
  api[HANDLER] = (data: Uint8Array, index: number, alias: string) => {
    const image = waiting.get(data);
    if (!image) throw new Error('indexed image data was not prepared');
    waiting.delete(data);
    return {
      alias,
      index,
      data: binaryString(image.deflated),
      width: image.width,
      height: image.height,
      bitsPerComponent: 8,
      colorSpace: 'Indexed',
      palette: image.palette,
      filter: 'FlateDecode',
      predictor: 15,
      decodeParameters: `/Predictor 15 /Colors 1 /BitsPerComponent 8 /Columns ${image.width}`,
    };
  };
}

export function addIndexedImage(
  pdf: JsPdf,
  image: IndexedImage,
  box: { x: number; y: number; width: number; height: number; alias: string },
): void {
  waiting.set(image.deflated, image);
  pdf.addImage(image.deflated, FORMAT, box.x, box.y, box.width, box.height, box.alias);
}
