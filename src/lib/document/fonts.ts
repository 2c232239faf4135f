/**
 * The standard PDF fonts print Windows-1252 (English, Spanish, most Western European names).
 * A value with any other character (Vietnamese, Cyrillic, Greek) is drawn in Noto Sans, fetched
 * and embedded only then; jsPDF keeps only the glyphs used. Noto Sans has no CJK or Arabic
 * glyphs: such characters print as empty boxes (docs/order-document.md).
 */
import type { jsPDF } from 'jspdf';
import notoSansUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';

/** The family to draw text outside Windows-1252 in, once embedded. */
export interface FontChoice {
  unicode?: string;
}

const UNICODE_FAMILY = 'NotoSans';
/** Windows-1252's characters from 0x80 to 0x9F, which are not Latin-1's. */
const WINDOWS_1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function needsUnicode(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const plain = code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!plain && !WINDOWS_1252_EXTRA.includes(char)) return true;
  }
  return false;
}

export function textFont(
  fonts: FontChoice,
  text: string,
  bold: boolean,
): { family: string; style: string } {
  if (fonts.unicode && needsUnicode(text)) return { family: fonts.unicode, style: 'normal' };
  return { family: 'helvetica', style: bold ? 'bold' : 'normal' };
}

/** Bytes as a "binary string", one character per byte: how jsPDF reads a font and `btoa` encodes. */
export function binaryString(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let at = 0; at < bytes.length; at += 0x8000) {
    chunks.push(String.fromCharCode(...bytes.subarray(at, at + 0x8000)));
  }
  return chunks.join('');
}

let fontFile: Promise<string> | undefined;

/** The font file, fetched once per page (Imprimir then Send does not fetch it twice). */
function unicodeFontFile(): Promise<string> {
  fontFile ??= fetch(notoSansUrl).then(async (response) => {
    if (!response.ok) throw new Error(`the Unicode font could not be loaded (${response.status})`);
    return binaryString(new Uint8Array(await response.arrayBuffer()));
  });
  // A failed download is tried again by the next document.
  fontFile.catch(() => (fontFile = undefined));
  return fontFile;
}

/** Embeds the Unicode font when one of `texts` needs it; otherwise nothing is fetched. */
export async function fontsFor(doc: jsPDF, texts: string[]): Promise<FontChoice> {
  if (!texts.some(needsUnicode)) return {};
  const file = `${UNICODE_FAMILY}-Regular.ttf`;
  doc.addFileToVFS(file, await unicodeFontFile());
  doc.addFont(file, UNICODE_FAMILY, 'normal');
  return { unicode: UNICODE_FAMILY };
}
