import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LetterDocument } from './letter-document';

const PAGE = { width: 595.28, height: 841.89 };
/** 2.5 cm. */
const MARGIN = 70.87;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
/** Body sizes tried in turn until the letter fits one page; a letter too long even at the last goes on to a second page. */
const BODY_SIZES = [11, 10.5, 10, 9.5, 9];
const LINE_HEIGHT = 1.4;
const GRAY = rgb(0.33, 0.33, 0.33);

interface Line {
  text: string;
  size: number;
  /** Space before the line, in points. */
  gap: number;
  gray?: boolean;
}

/**
 * Widths at size 1, measured once per word (fontkit lays out each string it measures, which is
 * slow); a line's width is the sum of its words and spaces, kerning between words aside.
 */
function widthMeter(font: PDFFont): (text: string) => number {
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, 1);
      widths.set(text, width);
    }
    return width;
  };
}

/** Words that do not fit the width are broken between characters. */
function wrap(text: string, width: (text: string) => number, size: number): string[] {
  const space = width(' ');
  const fits = (lineWidth: number) => lineWidth * size <= TEXT_WIDTH;
  const wrapped: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = width(word);
    if (current && fits(currentWidth + space + wordWidth)) {
      current = `${current} ${word}`;
      currentWidth += space + wordWidth;
      continue;
    }
    if (current) wrapped.push(current);
    current = word;
    currentWidth = wordWidth;
    while (!fits(currentWidth)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(width(current.slice(0, cut)))) cut -= 1;
      wrapped.push(current.slice(0, cut));
      current = current.slice(cut);
      currentWidth = width(current);
    }
  }
  if (current) wrapped.push(current);
  return wrapped;
}

function layout(letter: LetterDocument, width: (text: string) => number, size: number): Line[] {
  const paragraphGap = size * 0.8;
  const out: Line[] = [];
  const add = (text: string, lineSize: number, gap: number, gray = false) =>
    wrap(text, width, lineSize).forEach((part, index) => out.push({ text: part, size: lineSize, gap: index === 0 ? gap : 0, gray }));
  if (letter.senderName) add(letter.senderName, size + 6, 0);
  if (letter.contactLine) add(letter.contactLine, size - 1.5, 2, true);
  add(letter.date, size, out.length > 0 ? size * 2.2 : 0);
  if (letter.recipient) add(letter.recipient, size, size * 1.2);
  letter.paragraphs.forEach((paragraph, index) =>
    paragraph.forEach((line, lineIndex) => add(line, size, lineIndex > 0 ? 0 : index === 0 ? size * 2 : paragraphGap)),
  );
  return out;
}

function heightOf(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + line.gap + line.size * LINE_HEIGHT, 0);
}

/**
 * The letter as an A4 PDF with the given TrueType font embedded whole (pdf-lib 1.17 subsets Noto Sans
 * wrongly: glyphs go missing on the page), on one page when any body size fits it.
 */
export async function buildPdf(letter: LetterDocument, fontBytes: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(fontBytes);
  const usable = PAGE.height - 2 * MARGIN;
  const width = widthMeter(font);
  const lines =
    BODY_SIZES.map((size) => layout(letter, width, size)).find((candidate) => heightOf(candidate) <= usable) ??
    layout(letter, width, BODY_SIZES[BODY_SIZES.length - 1]);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  for (const line of lines) {
    const advance = line.gap + line.size * LINE_HEIGHT;
    if (y - advance < MARGIN) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    } else {
      y -= line.gap;
    }
    y -= line.size * LINE_HEIGHT;
    page.drawText(line.text, { x: MARGIN, y: y + line.size * (LINE_HEIGHT - 1), size: line.size, font, color: line.gray ? GRAY : rgb(0, 0, 0) });
  }

  if (letter.senderName) pdf.setAuthor(letter.senderName);
  pdf.setTitle([letter.senderName, letter.recipient].filter(Boolean).join(' – ') || 'Cover letter');
  pdf.setLanguage(letter.language);
  pdf.setCreator('Cover Letter');
  pdf.setProducer('Cover Letter');
  return pdf.save();
}
