/**
 * The document as a PDF (A4): pdf-lib with a subset of Noto Sans JP embedded, which covers the
 * Latin scripts and Japanese, so a document is a few kilobytes in any language. pdf-lib, fontkit
 * and the 5 MB font file load on first use only, so no other path of a function pays for them.
 */
import { readShippedBytes } from '../../lib/shipped-file.ts';
import type { DocumentLines } from './document-lines.ts';

/** Shipped beside the functions (netlify.toml included_files), read once per instance. */
const FONT_FILE =
  'node_modules/@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf';

let fontBytes: Promise<Buffer> | null = null;

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const SIZE = { title: 20, text: 10, small: 8.5 };

export async function documentPdf(lines: DocumentLines): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ]);
  fontBytes ??= readShippedBytes(FONT_FILE);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${lines.title} ${lines.heading[0]?.[1] ?? ''}`);
  const font = await pdf.embedFont(await fontBytes, { subset: true });
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const grey = rgb(0.35, 0.35, 0.4);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, options: { x?: number; size?: number; width?: number } = {}) => {
    const size = options.size ?? SIZE.text;
    for (const line of wrap(text, options.width ?? textWidth, (s) =>
      font.widthOfTextAtSize(s, size),
    )) {
      page.drawText(line, { x: options.x ?? PAGE.margin, y, size, font });
      y -= size * 1.45;
    }
  };
  const rows = (pairs: [string, string][]) => {
    for (const [label, value] of pairs) {
      page.drawText(label, { x: PAGE.margin, y, size: SIZE.text, font, color: grey });
      const width = font.widthOfTextAtSize(value, SIZE.text);
      page.drawText(value, { x: PAGE.width - PAGE.margin - width, y, size: SIZE.text, font });
      y -= SIZE.text * 1.6;
    }
  };

  write(lines.title, { size: SIZE.title });
  y -= 6;
  rows(lines.heading);
  y -= 12;
  const top = y;
  const half = textWidth / 2 - 10;
  let bottom = top;
  for (const [block, x] of [
    [lines.seller, PAGE.margin],
    [lines.buyer, PAGE.margin + textWidth / 2 + 10],
  ] as const) {
    y = top;
    page.drawText(block.label, { x, y, size: SIZE.small, font, color: grey });
    y -= SIZE.small * 1.6;
    for (const line of block.lines) write(line, { x, width: half });
    bottom = Math.min(bottom, y);
  }
  y = bottom - 16;
  write(lines.item.description);
  write(lines.item.quantity);
  y -= 10;
  rows(lines.amounts);
  y -= 10;
  for (const note of lines.notes) write(note, { size: SIZE.small });
  return pdf.save();
}

/** Lines no wider than `width`: broken at spaces, or anywhere in text without them (Japanese). */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const out: string[] = [];
  let line = '';
  for (const char of text) {
    if (measure(line + char) <= width) {
      line += char;
      continue;
    }
    const space = line.lastIndexOf(' ');
    if (space > 0 && char !== ' ') {
      out.push(line.slice(0, space));
      line = line.slice(space + 1) + char;
    } else {
      out.push(line);
      line = char === ' ' ? '' : char;
    }
  }
  if (line) out.push(line);
  return out;
}
