import { MIN_CONTENT_CHARS } from '@coverletter/contracts';
import { inlineText } from '../../fetcher/html/html-to-text';
import { readJsonLd } from '../../fetcher/html/json-ld';
import { readArticle } from './article-reader';
import { readJobBoard } from './board-readers';
import type { JobPosting, JobPostingParts, JobPostingSource } from './job-posting';
import { readJobPostingJsonLd } from './json-ld-job-posting';

function meta(document: Document, name: string): string | undefined {
  const content = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content');
  return content ? inlineText(content) || undefined : undefined;
}

const isUsable = (description: string | undefined): description is string => (description?.trim().length ?? 0) >= MIN_CONTENT_CHARS;

/**
 * The posting on a page: schema.org JSON-LD first, a known board's markup second, the main
 * article text last. Title, company and location come from the best source that has them.
 * Undefined when no source has a description of at least MIN_CONTENT_CHARS.
 */
export function extractJobPosting(document: Document, url: URL, html: string): JobPosting | undefined {
  const fromJsonLd = readJobPostingJsonLd(readJsonLd(document));
  const fromBoard = readJobBoard(document, url, html);
  const sources: Array<[JobPostingSource, JobPostingParts | undefined]> = [
    ['json-ld', fromJsonLd],
    [`board:${fromBoard?.board ?? ''}`, fromBoard?.parts],
  ];
  let chosen = sources.find(([, parts]) => isUsable(parts?.description));
  if (!chosen) {
    const article = readArticle(document);
    if (isUsable(article.description)) chosen = ['article', article];
    sources.push(['article', article]);
  }
  if (!chosen) return undefined;
  const known = sources.map(([, parts]) => parts ?? {});
  const pick = (field: 'title' | 'company' | 'location') => known.map((parts) => parts[field]).find(Boolean);
  return {
    source: chosen[0],
    title: pick('title') ?? meta(document, 'og:title'),
    // og:site_name is not used: on a job board it names the board, not the employer.
    company: pick('company'),
    location: pick('location'),
    description: chosen[1]!.description!.trim(),
  };
}
