// Invented facts: organisations, degrees, certifications and numbers a letter states that occur in
// none of its sources (the CV text, the posting, the labels' source files). Numbers compare by value
// ("4M" = "4 million"); a full calendar date (the letter's own date line) is not a claim.
import { numberValues, numbersIn } from './numbers.mjs';
import { bare, containsPhrase } from './text.mjs';

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december';
const FULL_DATE = new RegExp(
  `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTHS})\\s+\\d{4}\\b|\\b(?:${MONTHS})\\s+\\d{1,2},?\\s+\\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`,
  'giu',
);

const ORG_MARKERS = new Set(
  (
    'ab ltd limited plc llp llc inc gmbh co company group partners services systems hospital hospitals trust university universitet högskola college school ' +
    'skola skolan academy akademi bank institute institut agency studio hotel hotell restaurang restaurant kommun region foundation consulting solutions ' +
    'technologies labs care clinic klinik nhs council association förening'
  ).split(' '),
);
const CONNECTORS = new Set(['of', 'and', '&', 'the', 'för', 'och', 'i', 'de', 'du', 'la']);
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]*|&/gu;

const isCapitalised = (token) => /^[\p{Lu}\p{N}]/u.test(token);

/** Runs of capitalised words (with "of", "&", "för" … inside) that contain an organisation word. */
export function organisationMentions(text) {
  const mentions = [];
  for (const line of String(text).split(/[\n,;:!?()"“”]|\.\s/)) {
    const tokens = line.match(TOKEN) ?? [];
    let run = [];
    const flush = () => {
      while (run.length && CONNECTORS.has(run[run.length - 1].toLowerCase())) run.pop();
      const last = run.length - 1;
      if (last >= 0 && run[last].endsWith('.') && !/^(co|inc|ltd|corp)\.$/i.test(run[last])) run[last] = run[last].slice(0, -1);
      if (run.some((t) => ORG_MARKERS.has(t.toLowerCase().replace(/[.'’]+$/, '')) && isCapitalised(t))) mentions.push(run.join(' '));
      run = [];
    };
    for (const token of tokens) {
      if (isCapitalised(token) || (run.length && CONNECTORS.has(token.toLowerCase()))) run.push(token);
      else flush();
    }
    flush();
  }
  return mentions;
}

const DEGREE =
  /\b(B\.?Sc|M\.?Sc|B\.?A|M\.?A|MEng|BEng|PhD|MBA|BComm|PGCE|PGDE|LLB|HND|(?:bachelor|master)(?:'s)?(?: degree)?(?: of| in)? [\p{L} ]{3,40}|degree in [\p{L} ]{3,40}|(?:kandidat|master|magister|ämneslärar|grundlärar|högskoleingenjörs|civilekonom|sjuksköterske)examen(?: i [\p{L} ]{3,40})?|civilingenjör|civilekonom)\b/gu;

/** Degree phrases: the abbreviation, or the subject after "degree in" / "examen i". */
export function degreeMentions(text) {
  return [...String(text).matchAll(DEGREE)].map((m) => m[0].trim());
}

// Acronyms that name no qualification (a letter's "API work" or "CRM" is not a certificate claim).
const NOT_CERTIFICATES = new Set(
  'I CV UK US USA EU OK HR IT AI PS CEO CFO CTO NO VD API APIS SQL CRM SEO SEM ERP UX UI QA PR KPI KPIS ROI B2B B2C SAAS IOS AWS GCP PHP HTML CSS JSON REST CI CD WMS PMS'.split(
    ' ',
  ),
);
/** ALL-CAPS tokens of 2 to 8 characters: ACA, NMC, HACCP, AM2, IPAF. */
export function certificateMentions(text) {
  return [...String(text).matchAll(/(?<![\p{L}\p{N}])[\p{Lu}][\p{Lu}\p{N}]{1,7}(?![\p{L}\p{N}])/gu)].map((m) => m[0]).filter((t) => !NOT_CERTIFICATES.has(t));
}

function degreeGrounded(mention, sources) {
  const subject = /(?:in|of|i) ([\p{L} ]+)$/u.exec(mention)?.[1];
  if (subject) return containsPhrase(sources, subject.split(' ').slice(0, 2).join(' '));
  return containsPhrase(sources, mention.replace(/\./g, '')) || containsPhrase(sources, mention);
}

/** An organisation is grounded when the mention, or its tail from some word on, occurs in the sources. */
function organisationGrounded(mention, sources) {
  if (containsPhrase(sources, mention)) return true;
  const tokens = mention.split(' ');
  for (let i = 0; i < tokens.length; i++) {
    const tail = tokens.slice(i);
    if (!tail.some((t) => ORG_MARKERS.has(t.toLowerCase().replace(/[.'’]+$/, '')))) break;
    // "University" alone is no name: "Oxbridge University" is not grounded by "Lund University".
    if (tail.every((t) => ORG_MARKERS.has(t.toLowerCase().replace(/[.'’]+$/, '')) || CONNECTORS.has(t.toLowerCase()))) break;
    if (containsPhrase(sources, tail.join(' '))) return true;
  }
  return false;
}

/**
 * The facts in the letter that no source states. sources: the texts the letter may draw on.
 * Answers [{ kind: 'number'|'organisation'|'degree'|'certificate', text }].
 */
export function inventedFacts(letter, sources) {
  const source = sources.filter(Boolean).join('\n');
  const sourceBare = ` ${bare(source)} `;
  const stated = numberValues(source);
  const text = String(letter ?? '').replace(FULL_DATE, ' ');
  const found = [];
  const seen = new Set();
  const add = (kind, value) => {
    const key = `${kind}:${value}`;
    if (!seen.has(key)) found.push({ kind, text: value });
    seen.add(key);
  };
  for (const n of numbersIn(text)) if (!stated.has(n.value)) add('number', n.text);
  for (const org of organisationMentions(text)) if (!organisationGrounded(org, source)) add('organisation', org);
  for (const degree of degreeMentions(text)) if (!degreeGrounded(degree, source)) add('degree', degree);
  for (const cert of certificateMentions(text)) if (!sourceBare.includes(` ${cert.toLowerCase()} `)) add('certificate', cert);
  return found;
}
