import { MAX_JOB_DESCRIPTION_CHARS, MAX_LINKEDIN_CONTENT_CHARS, MIN_CONTENT_CHARS } from '@coverletter/contracts';
import { looksLikeJobPosting, readArticle } from './article';
import { readJobBoard } from './boards';
import { withoutInstructionsToModels } from './instructions';
import { readJobPostingJsonLd } from './json-ld';
import { isLinkedinProfileUrl, readLinkedinProfile } from './linkedin-profile';
import type { PageReading, PostingParts, PostingSource } from './posting';
import { inlineText } from './text';
import { visibleCopy } from './visibility';

const isUsable = (description: string | undefined): description is string => (description?.trim().length ?? 0) >= MIN_CONTENT_CHARS;

/** Cuts at a line break near the limit, so the text still fits the job-info field once saved. */
function fitToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf('\n', limit);
  return (cut > limit * 0.8 ? text.slice(0, cut) : text.slice(0, limit)).trimEnd();
}

function meta(document: Document, name: string): string | undefined {
  return inlineText(document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content')) || undefined;
}

/** The posting's own address: LinkedIn's lists show a posting by `currentJobId`; elsewhere the page's address. */
function postingUrl(url: URL): string {
  const jobId = url.searchParams.get('currentJobId');
  if (/(^|\.)linkedin\.com$/i.test(url.hostname) && jobId && /^\d+$/.test(jobId)) return `https://www.linkedin.com/jobs/view/${jobId}/`;
  const clean = new URL(url.href);
  clean.hash = '';
  return clean.href;
}

/**
 * What the open page holds, read from its rendered DOM: a LinkedIn profile (linkedin.com/in/…),
 * else a job posting from schema.org JSON-LD first, a known board's markup second and the main
 * article text (Readability) last; title, company and location come from the best source that has
 * them. Only rendered text is read, and sentences addressed to an AI model are dropped.
 *
 * Pure over `document`: the page is never changed (the readers work on a copy).
 */
export function readPage(document: Document, pageUrl: string): PageReading {
  const url = new URL(pageUrl);
  if (isLinkedinProfileUrl(url)) {
    const profile = readLinkedinProfile(visibleCopy(document), url);
    return { ...profile, content: fitToLimit(withoutInstructionsToModels(profile.content), MAX_LINKEDIN_CONTENT_CHARS) };
  }

  const visible = visibleCopy(document);
  const fromJsonLd = readJobPostingJsonLd(document);
  const fromBoard = readJobBoard(visible, url);
  const sources: Array<[PostingSource, PostingParts | undefined]> = [
    ['json-ld', fromJsonLd],
    [`board:${fromBoard?.board ?? 'linkedin'}`, fromBoard?.parts],
  ];
  let chosen = sources.find(([, parts]) => isUsable(parts?.description));
  if (!chosen) {
    const article = readArticle(visible);
    if (isUsable(article.description) && looksLikeJobPosting(`${article.title ?? ''}\n${article.description}`)) chosen = ['article', article];
    sources.push(['article', article]);
  }
  if (!chosen) return { kind: 'none', url: postingUrl(url) };

  const known = sources.map(([, parts]) => parts ?? {});
  const pick = (field: 'title' | 'company' | 'location') => known.map((parts) => parts[field]).find(Boolean);
  const description = fitToLimit(withoutInstructionsToModels(chosen[1]!.description!.trim()), MAX_JOB_DESCRIPTION_CHARS);
  if (!isUsable(description)) return { kind: 'none', url: postingUrl(url) };
  return {
    kind: 'job',
    url: postingUrl(url),
    source: chosen[0],
    title: pick('title') ?? meta(document, 'og:title'),
    // og:site_name is not used: on a job board it names the board, not the employer.
    company: pick('company'),
    location: pick('location'),
    description,
  };
}
