import { execFileSync } from 'node:child_process';

/** The text of a .docx as Word stores it: the runs of word/document.xml, a paragraph or line break a line. */
export function docxText(path: string): string {
  const xml = execFileSync('unzip', ['-p', path, 'word/document.xml']).toString('utf8');
  return xml
    .split('</w:p>')
    .map((paragraph) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)].map((m) => m[1] ?? '\n').join(''))
    .join('\n')
    .replace(/&amp;/g, '&');
}

/** The text of a PDF file, as poppler's pdftotext reads it. */
export function pdfFileText(path: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString('utf8');
}

/** How many pages a PDF file has (poppler's pdfinfo). */
export function pdfPages(path: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path]).toString())?.[1]);
}
