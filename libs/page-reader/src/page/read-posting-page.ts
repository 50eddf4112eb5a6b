import { MAX_JOB_DESCRIPTION_CHARS, MIN_CONTENT_CHARS, type PostingReadMethod } from '@coverletter/contracts';
import { inlineHtmlText } from '../html/html-text';
import { removeHiddenInline, visibleCopy } from '../html/visibility';
import { dropInstructionsToModels } from '../instructions/instructions-to-models';
import { isJobBoardName } from '../job-boards';
import { fitToLimit } from '../posting-content';
import { looksLikeJobPosting, readArticle } from './article';
import { readJobBoard, type BoardName } from './boards';
import { readJobPostingJsonLd } from './json-ld-posting';
import type { PostingParts } from './posting-parts';

export interface PageReadOptions {
  /**
   * `rendered`: a live page (the extension); only what its styles show is read, from a copy, so
   * the page is never changed. `fetched`: a parsed download (the server) without style sheets;
   * elements hidden by their own attributes or inline styles are removed and the document is
   * used up (the article reader changes it).
   */
  page: 'rendered' | 'fetched';
  /** The raw HTML, when there is one: lets the board readers skip boards whose markup it cannot hold. */
  html?: string;
  /** Above this many elements the article is the main element's text instead of Readability's pick (slow on big jsdom pages). */
  readabilityMaxElements?: number;
}

/** A job posting read from a page. */
export interface PagePosting {
  method: Exclude<PostingReadMethod, 'pasted'>;
  /** The job board whose markup was read, when `method` is `board`. */
  board: BoardName | null;
  title?: string;
  company?: string;
  location?: string;
  /** Plain text with paragraphs and "• " bullets, without paragraphs addressed to an AI model, cut to the job-info limit. */
  description: string;
  /** The paragraphs dropped because they talk to an AI model. */
  droppedInstructions: string[];
}

const DEFAULT_READABILITY_MAX_ELEMENTS = 6000;
const SITE_NAME_SUFFIX = /(?:\s+|\s*[-–—|:·]\s*)(?:careers?|jobs?|jobb|karriär|lediga jobb|work with us)$/i;

const isUsable = (description: string | undefined): description is string => (description?.trim().length ?? 0) >= MIN_CONTENT_CHARS;

function meta(document: Document, name: string): string | undefined {
  const content = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content');
  return content ? inlineHtmlText(content, document) || undefined : undefined;
}

/** A site named for its job ads ("ExampleJobs", "Jobbsafari", "TechCareers Hub"): a board the list does not know yet. */
const JOB_SITE_WORD = /jobs?|jobb|careers?|karriär|vacanc|lediga|rekryt|recruit|hiring|talent/i;

/** `og:site_name` names the employer on its own career site ("Fabrikam Careers"), never on a job board. */
function siteCompany(document: Document): string | undefined {
  const siteName = meta(document, 'og:site_name');
  const site = siteName?.replace(SITE_NAME_SUFFIX, '').trim();
  if (!site || isJobBoardName(site) || isJobBoardName(siteName) || JOB_SITE_WORD.test(site)) return undefined;
  return site;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function siteCompanyIn(document: Document, description: string): string | undefined {
  const site = siteCompany(document);
  return site && fullSiteName(site, [description, inlineHtmlText(document.title, document)]);
}

/**
 * The organisation's full name where the page gives one for a shortened site name: "Kustbageriet"
 * → "Kustbageriet i Bohuslän AB" (the site name, then more, ending in a legal form), "Northgate
 * Trust" → "Northgate Learning Trust" (its first and last word with a word or two between).
 */
function fullSiteName(site: string, texts: string[]): string {
  const words = site.split(/\s+/);
  const [first, last] = [escapeRegExp(words[0]), escapeRegExp(words[words.length - 1])];
  const word = String.raw`(?:\p{Lu}[\p{L}'’-]*|i|of|and|&|för|och)`;
  const longer = [
    new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(site)}(?:\s+${word}){1,3}\s+(?:AB|Ltd|Limited|plc|Inc|LLC|GmbH|Oy|AS|A/S)(?![\p{L}\p{N}])`, 'u'),
    ...(words.length > 1 ? [new RegExp(String.raw`(?<![\p{L}\p{N}])${first}(?:\s+\p{Lu}[\p{L}'’-]*){1,2}\s+${last}(?![\p{L}\p{N}])`, 'u')] : []),
  ];
  for (const text of texts) {
    for (const pattern of longer) {
      const found = pattern.exec(text)?.[0];
      if (found) return found;
    }
  }
  return site;
}

/**
 * The posting on a page: schema.org JSON-LD first (the employer is its `hiringOrganization`), a
 * known board's markup second, the main article text last (only when it reads like a job posting).
 * Title, company and location come from the best source that has them; a job board is never the
 * company. Undefined when no source has a usable description.
 */
export function readPostingPage(document: Document, url: URL, options: PageReadOptions): PagePosting | undefined {
  const page = options.page === 'rendered' ? visibleCopy(document) : document;
  if (options.page === 'fetched') removeHiddenInline(page);
  const fromJsonLd = readJobPostingJsonLd(page);
  const fromBoard = readJobBoard(page, url, options.html);
  const sources: Array<{ method: PagePosting['method']; parts?: PostingParts }> = [
    { method: 'json-ld', parts: fromJsonLd },
    { method: 'board', parts: fromBoard?.parts },
  ];
  let chosen = sources.find(({ parts }) => isUsable(parts?.description));
  if (!chosen) {
    const article = readArticle(page, options.readabilityMaxElements ?? DEFAULT_READABILITY_MAX_ELEMENTS);
    const source = { method: 'article' as const, parts: article };
    if (isUsable(article.description) && looksLikeJobPosting(`${article.title ?? ''}\n${article.description}`, article.title)) chosen = source;
    sources.push(source);
  }
  if (!chosen) return undefined;

  const { text, dropped } = dropInstructionsToModels(chosen.parts!.description!.trim());
  const description = fitToLimit(text, MAX_JOB_DESCRIPTION_CHARS);
  if (!isUsable(description)) return undefined;
  const pick = (field: 'title' | 'company' | 'location') =>
    sources.map(({ parts }) => parts?.[field]).find((value) => !!value && !(field === 'company' && isJobBoardName(value)));
  return {
    method: chosen.method,
    board: chosen.method === 'board' ? fromBoard!.board : null,
    title: pick('title') ?? meta(document, 'og:title'),
    company: pick('company') ?? siteCompanyIn(document, description),
    location: pick('location'),
    description,
    droppedInstructions: dropped,
  };
}

/** The posting's own address: LinkedIn's lists show a posting by `currentJobId`; elsewhere the page's address without its fragment. */
export function postingUrl(url: URL): string {
  const jobId = url.searchParams.get('currentJobId');
  if (/(^|\.)linkedin\.com$/i.test(url.hostname) && jobId && /^\d+$/.test(jobId)) return `https://www.linkedin.com/jobs/view/${jobId}/`;
  const clean = new URL(url.href);
  clean.hash = '';
  return clean.href;
}
