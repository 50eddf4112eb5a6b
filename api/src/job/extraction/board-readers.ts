import { inlineText, nodeToText } from '../../fetcher/html/html-to-text';
import type { JobPostingParts } from './job-posting';

/**
 * Where a job board keeps its parts. Each field lists selectors tried in order; the first with
 * text wins. Description selectors may match several sibling blocks, which are joined.
 */
interface BoardReader {
  name: string;
  hosts: RegExp;
  /** Recognises the board's markup on custom domains (careers.example.com on Greenhouse, …). */
  marker: string;
  /**
   * Text the raw HTML must contain (one of) for `marker` to be worth asking: selector queries are slow
   * on large pages in jsdom, a substring search is not.
   */
  hints: string[];
  title: string[];
  company: string[];
  location: string[];
  description: string[];
  /** Parts inside the description blocks that are not description. */
  remove?: string[];
  /** The company from the page title when the markup has no company element. */
  companyInTitle?: RegExp;
}

const BOARD_READERS: BoardReader[] = [
  {
    name: 'linkedin',
    hosts: /(^|\.)linkedin\.com$/,
    marker: '.top-card-layout__title, .show-more-less-html__markup',
    hints: ['show-more-less-html'],
    title: ['.top-card-layout__title', '.topcard__title', 'h1'],
    company: ['.topcard__org-name-link', 'a[data-tracking-control-name="public_jobs_topcard-org-name"]', '.topcard__flavor'],
    location: ['.topcard__flavor--bullet', '.top-card-layout__second-subline .topcard__flavor--bullet'],
    description: ['.show-more-less-html__markup', '.description__text'],
    remove: ['.show-more-less-html__button'],
  },
  {
    name: 'indeed',
    hosts: /(^|\.)indeed\.[a-z.]+$/,
    marker: '#jobDescriptionText',
    hints: ['jobDescriptionText'],
    title: ['[data-testid="jobsearch-JobInfoHeader-title"]', '.jobsearch-JobInfoHeader-title', 'h1'],
    company: ['[data-testid="inlineHeader-companyName"]', '[data-company-name="true"]', '.jobsearch-CompanyInfoContainer a'],
    location: ['[data-testid="inlineHeader-companyLocation"]', '[data-testid="job-location"]', '[data-testid="jobsearch-JobInfoHeader-companyLocation"]'],
    description: ['#jobDescriptionText'],
  },
  {
    name: 'greenhouse',
    hosts: /(^|\.)greenhouse\.io$/,
    marker: '#app_body .app-title, .job__description',
    hints: ['app-title', 'job__description'],
    title: ['.app-title', '.job__title h1', 'h1'],
    company: ['.company-name'],
    location: ['#header .location', '.job__location', '.location'],
    description: ['#content', '.job__description'],
    remove: ['#application', 'form'],
    companyInTitle: /\bat\s+(.+?)\s*$/i,
  },
  {
    name: 'lever',
    hosts: /(^|\.)lever\.co$/,
    marker: '.posting-headline',
    hints: ['posting-headline'],
    title: ['.posting-headline h2', '.posting-headline h1'],
    company: [],
    location: ['.posting-categories .location', '.posting-category.location'],
    description: ['.posting-page .section-wrapper .section:not(.posting-header):not(.last-section-apply)', '[data-qa="job-description"]'],
    remove: ['.postings-btn-wrapper', '.postings-btn', '.application-form'],
    companyInTitle: /^(.+?)\s+[-–—]\s+/,
  },
  {
    name: 'workday',
    hosts: /(^|\.)(myworkdayjobs|myworkdaysite|workday)\.com$/,
    marker: '[data-automation-id="jobPostingDescription"]',
    hints: ['jobPostingDescription'],
    title: ['[data-automation-id="jobPostingHeader"]', 'h1', 'h2'],
    company: [],
    location: ['[data-automation-id="locations"] dd', '[data-automation-id="locations"]'],
    description: ['[data-automation-id="jobPostingDescription"]'],
  },
  {
    name: 'platsbanken',
    hosts: /(^|\.)arbetsformedlingen\.se$/,
    marker: '#pb-company-name, #pb-job-location',
    hints: ['pb-company-name', 'pb-job-location'],
    title: ['h1.break-title', 'h1'],
    company: ['#pb-company-name'],
    location: ['#pb-job-location'],
    description: ['.job-description', '[class*="job-description"]'],
  },
];

function firstText(document: Document, selectors: string[]): string | undefined {
  for (const selector of selectors) {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const text = inlineText(element.textContent ?? '');
      if (text) return text;
    }
  }
  return undefined;
}

/** The blocks of the first selector that matches, without blocks nested in other matches. */
function descriptionText(document: Document, reader: BoardReader): string | undefined {
  for (const selector of reader.description) {
    const blocks = Array.from(document.querySelectorAll(selector));
    const outer = blocks.filter((block) => !blocks.some((other) => other !== block && other.contains(block)));
    const texts = outer.map((block) => {
      const copy = block.cloneNode(true) as Element;
      for (const junk of reader.remove ?? []) copy.querySelectorAll(junk).forEach((el) => el.remove());
      return nodeToText(copy);
    });
    const text = texts.filter(Boolean).join('\n\n');
    if (text) return text;
  }
  return undefined;
}

function companyOf(document: Document, reader: BoardReader): string | undefined {
  const fromMarkup = firstText(document, reader.company)?.replace(/^at\s+/i, '');
  if (fromMarkup) return fromMarkup;
  const fromTitle = reader.companyInTitle?.exec(document.title.trim())?.[1];
  return fromTitle ? inlineText(fromTitle) : undefined;
}

function readBoard(document: Document, reader: BoardReader): JobPostingParts {
  return {
    title: firstText(document, reader.title),
    company: companyOf(document, reader),
    location: firstText(document, reader.location),
    description: descriptionText(document, reader),
  };
}

function hasMarkup(reader: BoardReader, document: Document, html: string): boolean {
  return reader.hints.some((hint) => html.includes(hint)) && !!document.querySelector(reader.marker);
}

/** The parts a known board's markup holds, if the page is (or looks like) one of them. */
export function readJobBoard(document: Document, url: URL, html: string): { board: string; parts: JobPostingParts } | undefined {
  const hostname = url.hostname.toLowerCase();
  for (const reader of BOARD_READERS) {
    if (!reader.hosts.test(hostname) && !hasMarkup(reader, document, html)) continue;
    const parts = readBoard(document, reader);
    if (parts.description) return { board: reader.name, parts };
  }
  return undefined;
}
