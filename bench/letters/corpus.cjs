// The letter corpus: every case's labels, CV file and posting, with the texts they were made from.
// CommonJS, so the bench (ES modules) and the API's jest tests (compiled to CommonJS) both load it:
//   import { loadCorpus } from '../../bench/letters/corpus.cjs';   // or require(…)
//   for (const c of loadCorpus()) { c.cv.bytes; c.cv.text; c.posting.text; c.posting.html; c.labels }
// cv.text and posting.text are the source texts (what a perfect reader would extract), not what
// the app extracted.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const CORPUS_DIR = join(__dirname, 'corpus');

const CV_MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** A cv.json as the lines of text the CV shows. */
function cvSourceText(cv) {
  const lines = [cv.name, cv.headline, ...cv.contact];
  if (cv.summary) lines.push(cv.summaryHeading ?? '', cv.summary);
  for (const section of cv.sections) {
    lines.push(section.heading);
    if (section.items) lines.push(section.items.join(` ${cv.sep ?? '·'} `));
    if (section.text) lines.push(section.text);
    for (const e of section.entries ?? []) lines.push(`${e.title} ${cv.sep ?? '·'} ${e.org}${e.place ? `, ${e.place}` : ''}`, e.dates, ...(e.bullets ?? []));
  }
  return lines.filter(Boolean).join('\n');
}

/**
 * A posting.json as the text its page shows: title, company, location, blurb, sections and, unless
 * withInstructions is false, the instructions aimed at a model (a reader should drop those).
 */
function postingSourceText(posting, { withInstructions = true } = {}) {
  const lines = [posting.title, posting.company, posting.location, ...(posting.blurb ?? [])];
  for (const s of posting.sections ?? []) lines.push(s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []));
  if (withInstructions) lines.push(posting.injection, posting.hidden);
  return lines.filter(Boolean).join('\n');
}

/** Places named in the CV (entries' places, the contact line's city). */
function cvPlaces(cv) {
  return [...new Set([cv.contact[0], ...cv.sections.flatMap((s) => (s.entries ?? []).flatMap((e) => (e.place ? e.place.split(/,\s*/) : [])))].filter(Boolean))];
}

/** Organisations of the CV's entries that are not jobs (education, talks, memberships). */
function cvOtherOrganisations(cv, employers) {
  return cv.sections.flatMap((s) => (s.entries ?? []).map((e) => e.org)).filter((org) => !employers.some((e) => org.startsWith(e)));
}

function loadCase(name) {
  const dir = join(CORPUS_DIR, name);
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8'));
  const cvJson = JSON.parse(readFileSync(join(dir, 'cv.json'), 'utf8'));
  const cvExt = labels.cv.split('.').pop();
  const isHtml = labels.posting.endsWith('.html');
  const postingJson = isHtml ? JSON.parse(readFileSync(join(dir, 'posting.json'), 'utf8')) : null;
  return {
    name,
    dir,
    labels,
    cv: {
      file: labels.cv,
      path: join(dir, labels.cv),
      mime: CV_MIME[cvExt],
      bytes: readFileSync(join(dir, labels.cv)),
      source: cvJson,
      text: cvSourceText(cvJson),
    },
    posting: {
      file: labels.posting,
      path: join(dir, labels.posting),
      kind: isHtml ? 'html' : 'text',
      html: isHtml ? readFileSync(join(dir, labels.posting), 'utf8') : null,
      source: postingJson,
      text: isHtml ? postingSourceText(postingJson) : readFileSync(join(dir, labels.posting), 'utf8'),
      /** The posting's text without the instructions aimed at a model: what a good reader keeps. */
      readableText: isHtml ? postingSourceText(postingJson, { withInstructions: false }) : null,
    },
  };
}

/** Every case, sorted by name. */
function loadCorpus() {
  return readdirSync(CORPUS_DIR)
    .filter((name) => existsSync(join(CORPUS_DIR, name, 'labels.json')))
    .sort()
    .map(loadCase);
}

module.exports = { CORPUS_DIR, CV_MIME, cvSourceText, postingSourceText, cvPlaces, cvOtherOrganisations, loadCase, loadCorpus };
