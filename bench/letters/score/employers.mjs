// The candidate's history as the letter tells it: which organisations it says the candidate worked
// at ("… at Y", "… på Y", "hos Y"), whether each is one of the labelled employers, and whether the
// letter is signed with the candidate's name.
import { nameKey } from './names.mjs';
import { bare, containsPhrase } from './text.mjs';

const CONNECTORS = new Set(['of', 'and', '&', 'the', 'för', 'och', 'i']);
const ABBREVIATIONS = new Set(['co.', 'inc.', 'ltd.', 'st.', 'corp.', 'bros.']);
// A legal form closes the name: "at Kestrel Ltd. My team…" names "Kestrel Ltd." (a "Co." may still take one: "Brightwater & Co. Ltd").
const LEGAL_ENDINGS = new Set(['inc.', 'ltd.', 'corp.']);
const LEGAL_FORM = /^(ltd\.?|inc\.?|ab|llc|plc|limited)$/i;
const STOP_AFTER = /^(where|when|since|for|and|och|där|sedan|som|i|in|to|till)$/i;

/** The capitalised name right after "at", "på" or "hos" (up to six words, "&", "of" and "Co." allowed). */
export function workplaceMentions(letter) {
  const mentions = [];
  const pattern =
    /(?<![\p{L}])(?:[Aa]t|[Pp]å|[Hh]os|[Ww]ith|[Ff]ör|[Ff]or|joined)\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*)(?:\s+(?:[\p{Lu}\p{N}&][\p{L}\p{N}'’.&-]*|of|and|the|för|och|i)){0,6})/gu;
  for (const m of String(letter ?? '').matchAll(pattern)) {
    const tokens = m[1].split(/\s+/);
    const kept = [];
    for (const [index, token] of tokens.entries()) {
      if (STOP_AFTER.test(token) && kept.length) break;
      const lower = token.toLowerCase();
      if (LEGAL_ENDINGS.has(lower) || (lower === 'co.' && !LEGAL_FORM.test(tokens[index + 1] ?? ''))) {
        kept.push(token);
        break;
      }
      // A full stop ends the sentence, except after an abbreviation that belongs to the name.
      if (token.endsWith('.') && !ABBREVIATIONS.has(token.toLowerCase())) {
        kept.push(token.slice(0, -1));
        break;
      }
      kept.push(token);
    }
    while (kept.length && CONNECTORS.has(kept[kept.length - 1].toLowerCase())) kept.pop();
    const name = kept.join(' ').replace(/,+$/, '');
    if (name) mentions.push({ preposition: m[0].split(/\s+/)[0].toLowerCase(), name });
  }
  return mentions;
}

// Exactly the same name once legal forms are set aside: "Google Mountain View" is not "Google".
const sameOrg = (a, b) => {
  const x = nameKey(a);
  return !!x && x === nameKey(b);
};

/**
 * Workplaces the letter names that are neither a labelled employer nor the company applied to.
 * ignore: other names that may follow "at"/"for" (the posting's title, places, skills, …);
 * sources: the CV's texts, whose own phrases ("på Instagram") the letter may repeat.
 */
export function wrongEmployers(letter, { employers, company, ignore = [], sources = [] }) {
  const companies = [company].flat().filter(Boolean);
  const known = [...employers, ...companies];
  const wrong = [];
  for (const { preposition, name } of workplaceMentions(letter)) {
    if (known.some((e) => sameOrg(name, e))) continue;
    // "45 000 följare på Instagram": the CV's own words, not a workplace the letter gives.
    if (sources.some((source) => containsPhrase(source, `${preposition} ${name}`))) continue;
    // "på Gottsunda skola", "hos Kustbageriet i Bohuslän AB": the start of a name the letter gives in full.
    if (known.some((e) => nameKey(e).startsWith(`${nameKey(name)} `) && containsPhrase(letter, e))) continue;
    // Places, schools and the posting's title may follow "at"/"på" too ("på Akutvårdsavdelning 12").
    if (ignore.some((i) => sameOrg(name, i) || containsPhrase(i, name))) continue;
    // "for"/"with"/"för" usually introduce other things ("for React", "with Kubernetes"); they count
    // only with an organisation-looking name.
    if (['for', 'with', 'för'].includes(preposition) && !/\b(AB|Ltd|plc|LLP|Inc|Co\.?|Group|Hospital|Trust|Bank|School|University|Services)\b/.test(name))
      continue;
    wrong.push(name);
  }
  return wrong;
}

/** Whether the candidate's name closes the letter (in its last three non-empty lines). */
export function signedByCandidate(letter, candidate) {
  const lines = String(letter ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.slice(-3).some((line) => bare(line).includes(bare(candidate)));
}
