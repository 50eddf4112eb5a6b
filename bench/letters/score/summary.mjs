// The run's figures from the per-case evaluations: the targets, skills per profession,
// scores per kind, stock sentences, and the markdown that docs/letter-quality.md shows.
import { precisionRecall } from './skills.mjs';
import { scoreSeparation } from './scores.mjs';

export const TARGETS = { precision: 0.9, recall: 0.8, separation: 4 };

const ratio = (n, d) => (d ? `${n}/${d}` : '—');
const fixed = (x, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
const percent = (x) => `${Math.round(x * 100)} %`;
const spread = (sorted) => (sorted.length ? `median ${percent(sorted[Math.floor(sorted.length / 2)])}, lowest ${percent(sorted[0])}` : '—');
const mark = (ok) => (ok === null ? '—' : ok ? '✅ met' : '❌ not met');

/** cases: [{ name, labels, evaluation }]; stock: stockSentences(…) over the same letters. */
export function summarise(cases, stock) {
  const stated = (key) => cases.filter((c) => c.evaluation[key] !== null);
  const right = (key) => stated(key).filter((c) => c.evaluation[key]).length;
  const professions = [...new Set(cases.map((c) => c.labels.profession))].sort();
  const perProfession = professions.map((profession) => {
    const group = cases.filter((c) => c.labels.profession === profession);
    const pr = precisionRecall(group.map((c) => c.evaluation.skills));
    const forbidden = group.reduce((n, c) => n + c.evaluation.skills.forbidden.length, 0);
    const met = (Number.isNaN(pr.precision) || pr.precision >= TARGETS.precision) && (Number.isNaN(pr.recall) || pr.recall >= TARGETS.recall);
    return { profession, cases: group.length, ...pr, forbidden, met };
  });
  const separation = scoreSeparation(cases.map((c) => ({ kind: c.labels.kind, score: c.evaluation.score })));
  const count = (fn) => cases.filter(fn).length;
  return {
    cases: cases.length,
    company: { right: right('companyRight'), stated: stated('companyRight').length },
    title: { right: right('titleRight'), stated: stated('titleRight').length },
    employersRight: count((c) => c.evaluation.wrongEmployers.length === 0),
    signed: count((c) => c.evaluation.signed),
    inventedFacts: cases.reduce((n, c) => n + c.evaluation.invented.length, 0),
    lettersWithInventedFacts: count((c) => c.evaluation.invented.length > 0),
    injectionEchoed: count((c) => c.evaluation.injectionEchoed.length > 0),
    injectionCases: count((c) => (c.labels.injection ?? []).length > 0),
    languageRight: count((c) => c.evaluation.languageRight),
    foreignSentences: cases.reduce((n, c) => n + c.evaluation.foreignSentences, 0),
    employerVoice: count((c) => c.evaluation.employerVoice.length > 0),
    lengthOk: count((c) => c.evaluation.lengthOk),
    words: cases.map((c) => c.evaluation.words).sort((a, b) => a - b),
    repeated: count((c) => c.evaluation.repeatedSentences + c.evaluation.repeatedParagraphs > 0),
    scoreInRange: count((c) => c.evaluation.scoreInRange),
    cvRecovered: cases
      .map((c) => c.evaluation.cvRecovered)
      .filter(Number.isFinite)
      .sort((a, b) => a - b),
    postingRecovered: cases
      .map((c) => c.evaluation.postingRecovered)
      .filter(Number.isFinite)
      .sort((a, b) => a - b),
    injectionInJobText: count((c) => (c.evaluation.injectionInJobText ?? []).length > 0),
    scrapedInjectionCases: count((c) => c.evaluation.injectionInJobText !== null && (c.labels.injection ?? []).length > 0),
    perProfession,
    separation,
    stock,
  };
}

export function targetsMet(s) {
  return {
    company: s.company.right === s.company.stated,
    title: s.title.right === s.title.stated,
    invented: s.inventedFacts === 0,
    skills: s.perProfession.every((p) => p.met),
    separation: Number.isFinite(s.separation.separation) && s.separation.separation >= TARGETS.separation,
  };
}

const cell = (value) =>
  String(value)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

/** The markdown section for one writer. */
export function writerSection(title, s, cases) {
  const met = targetsMet(s);
  const median = s.words[Math.floor(s.words.length / 2)];
  const targets = table(
    ['Measure', 'Target', 'Result', ''],
    [
      ['Company right (posting states it)', 'every case', ratio(s.company.right, s.company.stated), mark(met.company)],
      ['Job title right (posting states it)', 'every case', ratio(s.title.right, s.title.stated), mark(met.title)],
      [
        'Invented facts (organisations, degrees, certificates, numbers)',
        '0',
        `${s.inventedFacts} in ${s.lettersWithInventedFacts} letters`,
        mark(met.invented),
      ],
      [
        'Skill precision ≥ 0.9 and recall ≥ 0.8',
        'every profession',
        `${s.perProfession.filter((p) => p.met).length}/${s.perProfession.length} professions`,
        mark(met.skills),
      ],
      ['Score separation (mean match − mean mismatch)', '≥ 4', fixed(s.separation.separation), mark(met.separation)],
      ['Employers right (no workplace the CV does not give)', '(checker rule)', ratio(s.employersRight, s.cases), mark(s.employersRight === s.cases)],
      [
        'Letter in the posting’s language',
        '(checker rule)',
        `${ratio(s.languageRight, s.cases)}; ${s.foreignSentences} sentences in the other language`,
        mark(s.languageRight === s.cases && s.foreignSentences === 0),
      ],
      [
        'Length 180–450 words',
        '(checker rule)',
        `${ratio(s.lengthOk, s.cases)} (median ${median}, ${s.words[0]}–${s.words[s.words.length - 1]})`,
        mark(s.lengthOk === s.cases),
      ],
      ['No repeated sentence or paragraph', '(checker rule)', ratio(s.cases - s.repeated, s.cases), mark(s.repeated === 0)],
      ['Hidden instruction obeyed or echoed', '(checker rule)', `${s.injectionEchoed} of ${s.injectionCases} postings with one`, mark(s.injectionEchoed === 0)],
      ['Letters that speak as the employer (“our customers”, “våra kunder”)', '(issue §4)', ratio(s.employerVoice, s.cases), mark(s.employerVoice === 0)],
      ['Signed with the candidate’s name', '—', ratio(s.signed, s.cases), '—'],
      ['CV text recovered by the upload (share of the source’s words)', '—', spread(s.cvRecovered), '—'],
      ['Posting text recovered by the scrape (board-like pages)', '—', spread(s.postingRecovered), '—'],
      ['Instruction aimed at a model left in the scraped job text', '—', `${s.injectionInJobText} of ${s.scrapedInjectionCases} pages with one`, '—'],
      ['Score within the labelled range', '—', ratio(s.scoreInRange, s.cases), '—'],
      ['Stock sentences (in ≥ half of the letters of one language)', '(issue §4)', String(s.stock.sentences.length), mark(s.stock.sentences.length === 0)],
    ],
  );
  const skills = table(
    ['Profession', 'Cases', 'Precision', 'Recall', 'Skills reported / expected', 'Forbidden words shown as skills', ''],
    s.perProfession.map((p) => [p.profession, p.cases, fixed(p.precision), fixed(p.recall), `${p.reported} / ${p.expected}`, p.forbidden, mark(p.met)]),
  );
  const kinds = table(
    ['Kind', 'Mean score'],
    Object.entries(s.separation.means).map(([k, v]) => [k, fixed(v, 1)]),
  );
  const perCase = table(
    ['Case', 'Company', 'Title', 'Wrong employers', 'Invented', 'Lang', 'Words', 'Repeats', 'Skills P / R', 'Score (range)'],
    cases.map(({ name, labels, evaluation: e }) => [
      name,
      e.companyRight === null ? '—' : e.companyRight ? '✓' : `✗ ${e.companyName || '(none)'}`,
      e.titleRight === null ? '—' : e.titleRight ? '✓' : `✗ ${e.jobTitle || '(none)'}`,
      e.wrongEmployers.join('; ') || '0',
      e.invented.length ? e.invented.map((f) => f.text).join('; ') : '0',
      `${e.language ?? '?'}${e.languageRight ? '' : ' ✗'}`,
      e.words,
      e.repeatedSentences + e.repeatedParagraphs,
      `${e.skills.reported ? (e.skills.correct / e.skills.reported).toFixed(2) : '—'} / ${e.skills.expected ? (e.skills.found / e.skills.expected).toFixed(2) : '—'}`,
      `${e.score ?? '—'} (${labels.score.join('–')})${e.scoreInRange ? '' : ' ✗'}`,
    ]),
  );
  const stock = s.stock.sentences.length
    ? s.stock.sentences
        .slice(0, 15)
        .map((x) => `- in ${x.letters} letters: “${x.text}”`)
        .join('\n')
    : 'None.';
  return [
    `## ${title}`,
    '',
    targets,
    '',
    '### Skills per profession',
    '',
    skills,
    '',
    '### Scores per kind',
    '',
    kinds,
    '',
    '### Stock sentences (masked: _ = the case’s own name, # = a number)',
    '',
    stock,
    '',
    '### Per case',
    '',
    perCase,
    '',
  ].join('\n');
}
