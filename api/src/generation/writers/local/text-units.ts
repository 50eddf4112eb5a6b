import { cleanLine, sentences, wordCount } from './text';

/** A sentence, or a bullet item, of a CV or posting after the lines a PDF wrapped are joined again. */
export interface TextUnit {
  text: string;
  /** Ends like a sentence (. ! ?) or is a whole bullet item or a line on its own; never a piece of a wrapped line. */
  complete: boolean;
  /** Index of the raw line the unit starts on. */
  line: number;
}

const BULLET_MARK = /^\s*(?:[•·▪◦‣●○■□]\s*|[*>–—-]\s+)/u;
const SENTENCE_END = /[.!?]["”’)]?$/u;
const ITEM_END = /[.!?:;]["”’)]?$/u;
const YEAR = /(?:19|20)\d{2}/;
/** Words a line cannot end on when its sentence goes on ("…services in" / "…arbete med"). */
const DANGLING_WORDS = new Set(
  (
    'and or but with without of to in into on onto for from the a an at by as that which who whose than via including such ' +
    'och eller men med utan av till i på för från en ett den det de vid som samt under inom mot hos om att än'
  ).split(' '),
);
/** A wrapped line is at least this share of the text's longest line. */
const WRAP_SHARE = 0.75;
/** A line of at most this many words, with no sentence end, is a heading ("Backend Developer"), not the rest of a sentence. */
const HEADING_WORDS = 6;

interface RawLine {
  text: string;
  bullet: boolean;
  index: number;
}

/** Ends with a comma, a hyphen or a word like "with"/"och": the sentence continues on the next line. */
export function endsDangling(text: string): boolean {
  if (/[,\-–—/&+]$/u.test(text)) return true;
  const last = /([\p{L}]+)$/u.exec(text)?.[1];
  return last !== undefined && DANGLING_WORDS.has(last.toLowerCase());
}

function looksLikeHeading(text: string): boolean {
  return !SENTENCE_END.test(text) && (wordCount(text) <= HEADING_WORDS || YEAR.test(text) || text.endsWith(':'));
}

/**
 * Whether `next` continues the unit that ends with `previous`: never after a sentence end, nor
 * when `next` is a new bullet; always when `next` starts in lower case or `previous` dangles, or
 * (in a bullet item) when `next` starts with a number that is not a year;
 * otherwise when `previous` fills the line (a wrap) and `next` is not a heading.
 */
function continues(previous: string, lastLine: string, next: RawLine, wrapWidth: number, inBullet: boolean): boolean {
  if (next.bullet || ITEM_END.test(previous)) return false;
  if (/^[\p{Ll}(]/u.test(next.text) || endsDangling(previous)) return true;
  // "• Designed the service that moves" / "4M transactions a month": a bullet's wrapped line may start with a number (not a year).
  if (inBullet && /^\d/.test(next.text) && !YEAR.test(next.text)) return true;
  // A wrap is a raw line that filled the width: the short last line of an item ("…every" / "week") ends it.
  return lastLine.length >= wrapWidth * WRAP_SHARE && !looksLikeHeading(next.text);
}

function rawLines(text: string): (RawLine | null)[] {
  return text.split(/\r?\n/).map((raw, index) => {
    const cleaned = cleanLine(raw);
    return cleaned ? { text: cleaned, bullet: BULLET_MARK.test(raw), index } : null;
  });
}

interface Block {
  text: string;
  bullet: boolean;
  /** The block is one raw line, or a bullet item: a whole unit even without a sentence end. */
  standsAlone: boolean;
  line: number;
}

/** Lines joined into bullet items and paragraphs; an empty line always ends one. */
function blocks(text: string): Block[] {
  const all = rawLines(text);
  const wrapWidth = Math.max(0, ...all.map((l) => l?.text.length ?? 0));
  const result: Block[] = [];
  let open: (Block & { lines: number; last: string }) | null = null;
  for (const line of all) {
    if (open && line && continues(open.text, open.last, line, wrapWidth, open.bullet)) {
      open.last = line.text;
      open.text = /[-–—/]$/u.test(open.text) && !/\s[-–—]$/u.test(open.text) ? `${open.text}${line.text}` : `${open.text} ${line.text}`;
      open.lines += 1;
      continue;
    }
    if (open) result.push({ text: open.text, bullet: open.bullet, standsAlone: open.bullet || open.lines === 1, line: open.line });
    open = line ? { text: line.text, bullet: line.bullet, standsAlone: false, line: line.index, lines: 1, last: line.text } : null;
  }
  if (open) result.push({ text: open.text, bullet: open.bullet, standsAlone: open.bullet || open.lines === 1, line: open.line });
  return result;
}

/**
 * The sentences and bullet items of a text, with the line breaks of a PDF's wrapped lines undone.
 * A unit is `complete` when it is a whole sentence, or the whole (last part of a) bullet item or
 * stand-alone line that does not end mid-sentence; anything else is a fragment no letter may quote.
 */
export function readTextUnits(text: string): TextUnit[] {
  return blocks(text).flatMap((block) => {
    const parts = sentences(block.text);
    return parts.map((part, i) => {
      const whole = SENTENCE_END.test(part) || (i === parts.length - 1 && block.standsAlone && !endsDangling(part));
      return { text: part, complete: whole && /^[\p{Lu}\d"“]/u.test(part), line: block.line };
    });
  });
}
