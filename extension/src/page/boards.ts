import { inlineText, nodeToText } from './text';
import type { BoardName, PostingParts } from './posting';

/**
 * Where the big job boards keep a posting's parts. Each field lists selectors tried in order; the
 * first with text wins. Description selectors may match several sibling blocks, which are joined.
 * Unlike the API's scraper, the extension sees the page as the signed-in user does, so LinkedIn's
 * signed-in job view (search results, collections, /jobs/view) is covered as well as the public one.
 */
interface BoardReader {
  name: BoardName;
  hosts: RegExp;
  /** Recognises the board's markup on other domains (careers.example.com on Greenhouse, …). */
  marker: string;
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
    marker: '.jobs-description__content, .job-details-jobs-unified-top-card__job-title, .top-card-layout__title, .show-more-less-html__markup',
    title: [
      '.job-details-jobs-unified-top-card__job-title h1',
      '.job-details-jobs-unified-top-card__job-title',
      '.jobs-unified-top-card__job-title',
      '.top-card-layout__title',
      '.topcard__title',
    ],
    company: [
      '.job-details-jobs-unified-top-card__company-name a',
      '.job-details-jobs-unified-top-card__company-name',
      '.jobs-unified-top-card__company-name',
      '.topcard__org-name-link',
      'a[data-tracking-control-name="public_jobs_topcard-org-name"]',
    ],
    location: [
      '.job-details-jobs-unified-top-card__primary-description-container .tvm__text',
      '.job-details-jobs-unified-top-card__bullet',
      '.jobs-unified-top-card__bullet',
      '.topcard__flavor--bullet',
    ],
    description: ['.jobs-description__content .jobs-box__html-content', '#job-details', '.jobs-description-content__text', '.show-more-less-html__markup', '.description__text'],
    remove: ['.show-more-less-html__button', '.jobs-description__footer', 'footer'],
  },
  {
    name: 'indeed',
    hosts: /(^|\.)indeed\.[a-z.]+$/,
    marker: '#jobDescriptionText',
    title: ['[data-testid="jobsearch-JobInfoHeader-title"]', '.jobsearch-JobInfoHeader-title', 'h1'],
    company: ['[data-testid="inlineHeader-companyName"]', '[data-company-name="true"]', '.jobsearch-CompanyInfoContainer a'],
    location: ['[data-testid="inlineHeader-companyLocation"]', '[data-testid="job-location"]', '[data-testid="jobsearch-JobInfoHeader-companyLocation"]'],
    description: ['#jobDescriptionText'],
  },
  {
    name: 'greenhouse',
    hosts: /(^|\.)greenhouse\.io$/,
    marker: '#app_body .app-title, .job__description',
    title: ['.job__title h1', '.app-title', 'h1'],
    company: ['.company-name'],
    location: ['.job__location', '#header .location', '.location'],
    description: ['.job__description', '#content'],
    remove: ['#application', 'form'],
    companyInTitle: /\bat\s+(.+?)\s*$/i,
  },
  {
    name: 'lever',
    hosts: /(^|\.)lever\.co$/,
    marker: '.posting-headline',
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
    title: ['[data-automation-id="jobPostingHeader"]', 'h1', 'h2'],
    company: [],
    location: ['[data-automation-id="locations"] dd', '[data-automation-id="locations"]'],
    description: ['[data-automation-id="jobPostingDescription"]'],
  },
  {
    name: 'platsbanken',
    hosts: /(^|\.)arbetsformedlingen\.se$/,
    marker: '#pb-company-name, #pb-job-location',
    title: ['h1.break-title', 'h1'],
    company: ['#pb-company-name'],
    location: ['#pb-job-location'],
    description: ['.job-description', '[class*="job-description"]'],
  },
];

function firstText(document: Document, selectors: string[]): string | undefined {
  for (const selector of selectors) {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const text = inlineText(element.textContent);
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

/** The parts a known board's markup holds, if the page is (or looks like) one of them. */
export function readJobBoard(document: Document, url: URL): { board: BoardName; parts: PostingParts } | undefined {
  const hostname = url.hostname.toLowerCase();
  for (const reader of BOARD_READERS) {
    if (!reader.hosts.test(hostname) && !document.querySelector(reader.marker)) continue;
    const description = descriptionText(document, reader);
    if (!description) continue;
    return {
      board: reader.name,
      parts: { title: firstText(document, reader.title), company: companyOf(document, reader), location: firstText(document, reader.location), description },
    };
  }
  return undefined;
}
