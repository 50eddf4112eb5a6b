import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpus } from '../corpus.cjs';
import { renderPostingHtml } from '../fixtures/posting-html.mjs';
import { containsPhrase } from '../score/text.mjs';

const cases = loadCorpus();
const KINDS = ['match', 'partial', 'career-change', 'mismatch'];

describe('the letter corpus', () => {
  it('has at least 32 cases in 8 professions, both languages and every kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(32);
    expect(new Set(cases.map((c) => c.labels.profession)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(cases.map((c) => c.labels.language))).toEqual(new Set(['en', 'sv']));
    expect(new Set(cases.map((c) => c.labels.kind))).toEqual(new Set(KINDS));
  });

  it('has CVs as PDF, DOCX and DOC in every layout, and postings pasted and on board-like pages', () => {
    expect(new Set(cases.map((c) => c.cv.file))).toEqual(new Set(['cv.pdf', 'cv.docx', 'cv.doc']));
    expect(new Set(cases.map((c) => c.cv.source.format))).toEqual(new Set(['moderncv', 'awesome', 'twocol', 'plain', 'docx', 'doc']));
    expect(new Set(cases.filter((c) => c.posting.source).map((c) => c.posting.source.board))).toEqual(
      new Set(['jsonld', 'greenhouse', 'lever', 'workday', 'teamtailor', 'article']),
    );
    expect(cases.filter((c) => c.posting.kind === 'text').length).toBeGreaterThanOrEqual(10);
    expect(cases.filter((c) => (c.labels.injection ?? []).length > 0).length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases.map((c) => [c.name, c]))('%s: labels are complete and agree with the sources', (_name, c) => {
    const l = c.labels;
    expect(typeof l.candidate).toBe('string');
    expect(KINDS).toContain(l.kind);
    expect(['en', 'sv']).toContain(l.language);
    expect(l.score[0]).toBeGreaterThanOrEqual(0);
    expect(l.score[1]).toBeLessThanOrEqual(10);
    expect(l.score[0]).toBeLessThanOrEqual(l.score[1]);
    expect(Array.isArray(l.expectedSkills) && Array.isArray(l.forbiddenSkills)).toBe(true);
    if (l.kind === 'mismatch') expect(l.expectedSkills).toEqual([]);
    expect(c.cv.mime).toBeDefined();
    expect(c.cv.bytes.length).toBeGreaterThan(1000);
    expect(containsPhrase(c.cv.text, l.candidate)).toBe(true);
    for (const employer of l.employers) expect(containsPhrase(c.cv.text, employer)).toBe(true);
    for (const name of [l.company, l.title].flat().filter(Boolean).slice(0, 1)) expect(containsPhrase(c.posting.text, name)).toBe(true);
    for (const phrase of l.injection ?? []) expect(containsPhrase(c.posting.text, phrase)).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c]))('%s: people and contacts are invented (example.com, 555-01xx)', (_name, c) => {
    const text = `${c.cv.text}\n${c.posting.text}`;
    for (const email of text.match(/[\w.+-]+@[\w.-]+/g) ?? []) expect(email).toMatch(/@example\.com$/);
    for (const phone of c.cv.source.contact.filter((line) => /^\+?[\d\s()-]{7,}$/.test(line))) expect(phone).toMatch(/555[- ]01 ?\d\d/);
  });

  it.each(cases.filter((c) => c.posting.source).map((c) => [c.name, c]))('%s: posting.html is what make-corpus makes of posting.json', (_name, c) => {
    expect(readFileSync(join(c.dir, 'posting.html'), 'utf8')).toBe(renderPostingHtml(c.posting.source));
  });
});
