import { jsPDF } from 'jspdf';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { toIndexedImage, transformBytes } from './indexedImage';
import { addIndexedImage, registerIndexedImages } from './jspdfIndexedImage';

const inflate = (bytes: Uint8Array) => transformBytes(bytes, new DecompressionStream('deflate'));

/** A 3×2 image: white, black, brand blue on the first row; white, grey, white below. */
function sampleImage(): ImageData {
  const colours = [
    [255, 255, 255],
    [0, 0, 0],
    [11, 83, 148],
    [255, 255, 255],
    [128, 128, 128],
    [255, 255, 255],
  ];
  const data = new Uint8ClampedArray(colours.flatMap(([r, g, b]) => [r, g, b, 255]));
  return { width: 3, height: 2, data, colorSpace: 'srgb' } as ImageData;
}

function paletteColour(palette: number[], index: number) {
  return palette.slice(index * 3, index * 3 + 3);
}

describe('toIndexedImage', () => {
  it('makes PNG scanlines of palette indices with exact colours for a few-colour image', async () => {
    const image = await toIndexedImage(sampleImage());
    expect(image.palette).toHaveLength(4 * 3);
    // Most frequent colour first.
    expect(paletteColour(image.palette, 0)).toEqual([255, 255, 255]);
    const rows = await inflate(image.deflated);
    expect(rows).toHaveLength((3 + 1) * 2);
    expect(rows[0]).toBe(0); // filter byte: none
    expect(rows[4]).toBe(0);
    const pixel = (row: number, x: number) => paletteColour(image.palette, rows[row * 4 + 1 + x]);
    expect(pixel(0, 1)).toEqual([0, 0, 0]);
    expect(pixel(0, 2)).toEqual([11, 83, 148]);
    expect(pixel(1, 1)).toEqual([128, 128, 128]);
  });

  it('keeps at most 256 colours, mapping the rest to the nearest', async () => {
    const width = 4096;
    const data = new Uint8ClampedArray(width * 4);
    for (let i = 0; i < width; i++) {
      data.set([(i >> 8) << 4, ((i >> 4) & 15) << 4, (i & 15) << 4, 255], i * 4);
    }
    const image = await toIndexedImage({ width, height: 1, data, colorSpace: 'srgb' } as ImageData);
    expect(image.palette.length).toBe(256 * 3);
    expect(await inflate(image.deflated)).toHaveLength(width + 1);
  });
});

describe('indexed images in jsPDF', () => {
  it('embeds the compressed rows as an indexed FlateDecode image with the PNG predictor', async () => {
    registerIndexedImages(jsPDF);
    const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
    const image = await toIndexedImage(sampleImage());
    addIndexedImage(pdf, image, { x: 10, y: 10, width: 30, height: 20, alias: 'page-1' });
    const bytes = new Uint8Array(pdf.output('arraybuffer'));
    const doc = await PDFDocument.load(bytes);
    const xObjects = doc.getPages()[0].node.Resources()!.lookup(PDFName.of('XObject'));
    const stream = doc.context.lookup(
      (xObjects as unknown as { values(): unknown[] }).values()[0] as never,
    ) as PDFRawStream;
    const dict = stream.dict;
    expect(dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'));
    expect(dict.get(PDFName.of('Filter'))!.toString()).toBe('/FlateDecode');
    expect(dict.get(PDFName.of('ColorSpace'))!.toString()).toContain('/Indexed');
    expect(dict.get(PDFName.of('DecodeParms'))!.toString()).toContain('/Predictor 15');
    expect(Array.from(stream.contents)).toEqual(Array.from(image.deflated));
  });
});
