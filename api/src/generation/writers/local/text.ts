/** Small text helpers shared by the local writer's readers and composer. */

const BULLET = /^[\s>#*•·▪◦‣●○■□–—\-+]+/u;
const MARKDOWN_EMPHASIS = /[*_`]+/g;

/** A line without bullets, markdown markers and surrounding space. */
export function cleanLine(line: string): string {
  return line.replace(BULLET, '').replace(MARKDOWN_EMPHASIS, '').replace(/\s+/g, ' ').trim();
}

/** Non-empty cleaned lines. */
export function lines(text: string): string[] {
  return text.split(/\r?\n/).map(cleanLine).filter(Boolean);
}

/** Sentences of a line: split after . ! ? when the next one starts with a capital or a digit. */
export function sentences(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
}

/** "a", "a and b", "a, b and c" in the letter's language. */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** "Led the team" → "led the team"; an acronym keeps its capitals ("VVS- och fastighetsprogrammet", "IT support"). */
export function lowerFirst(text: string): string {
  if (/^\p{Lu}[\p{Lu}\d]/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Swedish writes a title in lower case mid-sentence ("tjänsten som backendutvecklare", "kock till
 * säsongen 2027", "sjuksköterska till Akutvårdsavdelning 12": the ward keeps its name); English titles keep theirs.
 */
export function swedishTitle(title: string): string {
  // The rest in lower case, or a licence class ("Lastbilschaufför CE, distribution", "Fordonstekniker / bilmekaniker").
  const common =
    /^\p{Lu}\p{Ll}+(?:(?:\s*[/-]\s*|,?\s)(?:[\p{Ll}\d]+|\p{Lu}{1,3}))*$/u.test(title) || /^\p{Lu}\p{Ll}+\s(?:till|på|inom|för|i|med|vid|hos)\s/u.test(title);
  return common ? lowerFirst(title) : title;
}

/** A name used before a noun: "The Wheatsheaf Inn" → "Wheatsheaf Inn" ("Dear Wheatsheaf Inn hiring team", not "Dear The …"). */
export function asModifier(company: string): string {
  return company.replace(/^The\s+/u, '');
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Trailing separators and sentence punctuation removed: "Acme AB." → "Acme AB". */
export function trimPunctuation(text: string): string {
  return text.replace(/^[\s,;:|–—-]+|[\s,;:|.!–—-]+$/gu, '');
}

/** "a" or "an" before an English word, by how it is said: "an experienced", "a user", "an MSc", "a UX". */
export function englishArticle(word: string): 'a' | 'an' {
  if (/^\p{Lu}{2,}/u.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^[aeio]/i.test(word)) return 'an';
  if (/^u/i.test(word)) return /^u(?:s|ni|ti|r[aeiou]|ku)/i.test(word) ? 'a' : 'an';
  return /^(?:hon|hour)/i.test(word) ? 'an' : 'a';
}

/** "mitt arbete med redovisning", but "mitt undersköterskearbete": a Swedish skill named as work is not work with itself. */
export function myWorkWith(skill: string): string {
  return /arbete$/u.test(skill) ? `mitt ${skill}` : `mitt arbete med ${skill}`;
}

/** "my accounting work", but "my social work": an English skill named as work is not work of itself. */
export function myWorkOf(skill: string): string {
  return /\bwork$/u.test(skill) ? `my ${skill}` : `my ${skill} work`;
}
