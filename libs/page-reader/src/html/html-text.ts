/**
 * Plain text from DOM nodes: paragraphs apart, list items as "• " (or "1. ") lines, table cells
 * joined with " | ", scripts, styles, form controls and dialogs left out. The server (on jsdom) and
 * the extension (on the live page) produce the same text from the same markup.
 */

const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'OBJECT',
  'CANVAS',
  'HEAD',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
  'INPUT',
  'DIALOG',
]);
/** Blocks that stand apart with a blank line. */
const PARAGRAPHS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'DL',
  'TABLE',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'FIGURE',
  'HR',
]);
/** Blocks that only start a new line. */
const LINES = new Set([
  'DIV',
  'LI',
  'TR',
  'DT',
  'DD',
  'MAIN',
  'ASIDE',
  'NAV',
  'ADDRESS',
  'DETAILS',
  'SUMMARY',
  'FIGCAPTION',
  'FORM',
  'FIELDSET',
  'CAPTION',
  'BR',
]);
const MARKER_ONLY = /^\s*(?:•|\d+\.)\s*$/;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const FRAGMENT_NODE = 11;
const ZERO_WIDTH = /[\u200b-\u200d\ufeff]/g;

/** Collects text as lines; `gap` marks a wanted blank line before the next text. */
class TextWriter {
  private readonly lines: string[] = [];
  private current = '';
  private gap = false;

  text(value: string): void {
    if (/ $/.test(this.current)) value = value.replace(/^ +/, '');
    if (!value) return;
    if (!this.current) {
      value = value.replace(/^ +/, '');
      if (!value) return;
      if (this.gap && this.lines.length) this.lines.push('');
      this.gap = false;
    }
    this.current += value;
  }

  /** Starts a list item line with its (indented) marker; the item's text follows on the same line. */
  item(marker: string): void {
    this.newLine();
    if (this.gap && this.lines.length) this.lines.push('');
    this.gap = false;
    this.current = marker;
  }

  newLine(): void {
    // A bare marker waits for its item's text (e.g. <li><p>text</p></li>).
    if (MARKER_ONLY.test(this.current)) return;
    const line = this.current.replace(/\s+$/, '');
    if (line) this.lines.push(line);
    this.current = '';
  }

  paragraph(): void {
    this.newLine();
    this.gap = true;
  }

  toString(): string {
    if (MARKER_ONLY.test(this.current)) this.current = '';
    this.newLine();
    return this.lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}

interface Context {
  /** List nesting depth, for indenting items. */
  list: number;
  pre: boolean;
  /** Inside a list item, blocks only break lines, so the item stays together. */
  inItem: boolean;
  skipAriaHidden: boolean;
}

function writeText(raw: string, out: TextWriter, context: Context): void {
  const text = raw.replace(ZERO_WIDTH, '');
  if (!context.pre) return out.text(text.replace(/\s+/g, ' '));
  text.split('\n').forEach((part, i) => {
    if (i) out.newLine();
    out.text(part);
  });
}

function walk(node: Node, out: TextWriter, context: Context): void {
  if (node.nodeType === TEXT_NODE) return writeText(node.nodeValue ?? '', out, context);
  if (node.nodeType !== ELEMENT_NODE && node.nodeType !== FRAGMENT_NODE) return;
  const tag = node.nodeType === ELEMENT_NODE ? (node as Element).tagName.toUpperCase() : '#fragment';
  if (SKIPPED.has(tag) || (context.skipAriaHidden && node.nodeType === ELEMENT_NODE && (node as Element).getAttribute('aria-hidden') === 'true')) return;
  if (tag === 'BR') return out.newLine();
  if (tag === 'LI') return writeListItem(node as Element, out, context);
  const nestedList = (tag === 'UL' || tag === 'OL') && context.list > 0;
  const paragraph = PARAGRAPHS.has(tag) && !nestedList && !context.inItem;
  const block = paragraph ? 'paragraph' : LINES.has(tag) || PARAGRAPHS.has(tag) ? 'line' : undefined;
  if (block === 'paragraph') out.paragraph();
  else if (block === 'line') out.newLine();
  const inner = { ...context, list: context.list + (tag === 'UL' || tag === 'OL' ? 1 : 0), pre: context.pre || tag === 'PRE' };
  let cell = 0;
  // Sibling links, not childNodes: jsdom's live collections are slow to index on large pages.
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (tag === 'TR' && child.nodeType === ELEMENT_NODE && /^T[DH]$/.test((child as Element).tagName.toUpperCase()) && cell++) out.text(' | ');
    walk(child, out, inner);
  }
  if (block === 'paragraph') out.paragraph();
  else if (block === 'line') out.newLine();
}

function itemNumber(item: Element): number {
  let number = 1;
  for (let sibling = item.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.tagName.toUpperCase() === 'LI') number++;
  }
  return number;
}

function writeListItem(item: Element, out: TextWriter, context: Context): void {
  const indent = '  '.repeat(Math.max(0, context.list - 1));
  const ordered = item.parentElement?.tagName.toUpperCase() === 'OL';
  out.item(`${indent}${ordered ? `${itemNumber(item)}.` : '•'} `);
  for (let child = item.firstChild; child; child = child.nextSibling) walk(child, out, { ...context, inItem: true });
  out.newLine();
}

export interface NodeToTextOptions {
  /**
   * Leave out aria-hidden parts. Sites put the shown copy of a text in aria-hidden and a screen
   * reader copy beside it (LinkedIn): on a page without styles, the screen reader copy is the one to read.
   */
  skipAriaHidden?: boolean;
}

export function nodeToText(node: Node, options: NodeToTextOptions = {}): string {
  const out = new TextWriter();
  walk(node, out, { list: 0, pre: false, inItem: false, skipAriaHidden: options.skipAriaHidden ?? false });
  return out.toString();
}

/**
 * An HTML snippet (from JSON-LD) as the children of an element of an inert document: nothing in it
 * runs or loads, since a document made by createHTMLDocument has no browsing context.
 */
export function parseFragment(html: string, like: Document): HTMLElement {
  const inert = like.implementation.createHTMLDocument('');
  const holder = inert.createElement('div');
  holder.innerHTML = html;
  return holder;
}

/** Text with whitespace collapsed, for one-line values such as a title. */
export function inlineText(value: string | null | undefined): string {
  return (value ?? '').replace(ZERO_WIDTH, '').replace(/\s+/g, ' ').trim();
}

/** A one-line value that may hold markup or entities ("Acme &amp; Co"), decoded. */
export function inlineHtmlText(value: string, like: Document): string {
  return inlineText(/[<&]/.test(value) ? parseFragment(value, like).textContent : value);
}
