import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { LetterDocument } from './letter-document';

/** Half-points, as Word counts font sizes. */
const BODY_SIZE = 22;
const NAME_SIZE = 32;
const CONTACT_SIZE = 19;
/** Twentieths of a point: 2.5 cm margins, 8 pt after each paragraph. */
const MARGIN = 1418;
const AFTER_PARAGRAPH = 160;

function lines(texts: readonly string[], size?: number): TextRun[] {
  return texts.map((text, index) => new TextRun({ text, break: index > 0 ? 1 : 0, size }));
}

/** The letter as a Word document (Calibri, A4): name and contact line, date, company, paragraphs. */
export function buildDocx(letter: LetterDocument): Promise<Uint8Array> {
  const header = [
    letter.senderName && new TextRun({ text: letter.senderName, bold: true, size: NAME_SIZE }),
    letter.contactLine && new TextRun({ text: letter.contactLine, size: CONTACT_SIZE, color: '555555' }),
  ]
    .filter((run): run is TextRun => Boolean(run))
    .map((run, index, runs) => new Paragraph({ children: [run], spacing: { after: index === runs.length - 1 ? AFTER_PARAGRAPH * 3 : 0 } }));
  const body = [
    new Paragraph({ children: [new TextRun(letter.date)], spacing: { after: AFTER_PARAGRAPH * 2 } }),
    ...(letter.recipient ? [new Paragraph({ children: [new TextRun({ text: letter.recipient, bold: true })], spacing: { after: AFTER_PARAGRAPH * 2 } })] : []),
    ...letter.paragraphs.map((paragraph) => new Paragraph({ children: lines(paragraph), spacing: { after: AFTER_PARAGRAPH }, alignment: AlignmentType.LEFT })),
  ];
  const document = new Document({
    creator: letter.senderName ?? undefined,
    title: letter.recipient ?? undefined,
    styles: { default: { document: { run: { font: 'Calibri', size: BODY_SIZE } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
          },
        },
        children: [...header, ...body],
      },
    ],
  });
  return Packer.toArrayBuffer(document).then((buffer) => new Uint8Array(buffer));
}
