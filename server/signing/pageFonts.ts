/**
 * The signature page's fonts. Helvetica (a standard PDF font, nothing embedded) prints
 * Windows-1252: English, Spanish and most Western European names. A line with any other
 * character (Łukasiewicz, Nguyễn, Иванова) is drawn in Noto Sans, the font the site's own
 * documents use, embedded the first time one is needed. Noto Sans has no CJK or Arabic glyphs:
 * such a character prints as its code point, `[U+738B]`, so the page shows that something is
 * there and what it is; the JSON record holds the text exactly.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const NOTO_SANS = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';

export type Weight = 'regular' | 'bold';

/** Noto Sans's bytes and the code points it draws, read once per process. */
let noto: { bytes: Buffer; draws: (codePoint: number) => boolean } | undefined;

function notoSans() {
  if (!noto) {
    const bytes = fs.readFileSync(require.resolve(NOTO_SANS));
    const font = fontkit.create(bytes);
    noto = { bytes, draws: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
  }
  return noto;
}

function canEncode(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

const codePointOf = (char: string) =>
  `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;

export interface PrintableText {
  font: PDFFont;
  text: string;
}

/** Picks each line's font for one document. */
export class PageFonts {
  private readonly standard = new Map<Weight, Promise<PDFFont>>();
  private unicode: Promise<PDFFont> | undefined;

  constructor(private readonly pdf: PDFDocument) {
    pdf.registerFontkit(fontkit);
  }

  /** `text` in a font that prints it, with what no font here draws written as `[U+…]`. */
  async printable(text: string, weight: Weight): Promise<PrintableText> {
    const helvetica = await this.helvetica(weight);
    if (canEncode(helvetica, text)) return { font: helvetica, text };
    const { bytes, draws } = notoSans();
    // The whole font (about 600 KB): pdf-lib's subsetting loses glyphs of Noto Sans. One weight,
    // embedded once: such a line prints in regular even where it would be bold.
    this.unicode ??= this.pdf.embedFont(bytes);
    const shown = [...text].map((char) => (draws(char.codePointAt(0)!) ? char : codePointOf(char)));
    return { font: await this.unicode, text: shown.join('') };
  }

  private helvetica(weight: Weight): Promise<PDFFont> {
    let font = this.standard.get(weight);
    if (!font) {
      const name = weight === 'bold' ? StandardFonts.HelveticaBold : StandardFonts.Helvetica;
      font = this.pdf.embedFont(name);
      this.standard.set(weight, font);
    }
    return font;
  }
}
