import { inlineText, nodeToText } from '../html/html-text';
import { jobBoardOfHost } from '../job-boards';
import type { PostingParts } from './posting-parts';

/**
 * Where a job board keeps a posting's parts. Each field lists selectors tried in order; the first
 * with text wins. Description selectors may match several sibling blocks, which are joined. The
 * extension sees pages as the signed-in user does, so LinkedIn's signed-in job view (search
 * results, collections, /jobs/view) is covered as well as the public one.
 */
interface BoardReader {
  /** A board of JOB_BOARDS: its domains are where this reader always applies. */
  board: BoardName;
  /** Recognises the board's markup on other domains (careers.example.com on Greenhouse, …). */
  marker: string;
  /**
   * Text the raw HTML contains (one of) when `marker` can match: on the server, selector queries
   * are slow on large jsdom pages and a substring search is not, so `marker` is only asked then.
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

export type BoardName = 'linkedin' | 'indeed' | 'greenhouse' | 'lever' | 'ashby' | 'workday' | 'teamtailor' | 'platsbanken';

const BOARD_READERS: BoardReader[] = [
  {
    board: 'linkedin',
    marker: '.jobs-description__content, .job-details-jobs-unified-top-card__job-title, .top-card-layout__title, .show-more-less-html__markup',
    hints: ['show-more-less-html', 'jobs-description__content', 'job-details-jobs-unified-top-card'],
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
    description: [
      '.jobs-description__content .jobs-box__html-content',
      '#job-details',
      '.jobs-description-content__text',
      '.show-more-less-html__markup',
      '.description__text',
    ],
    remove: ['.show-more-less-html__button', '.jobs-description__footer', 'footer'],
  },
  {
    board: 'indeed',
    marker: '#jobDescriptionText',
    hints: ['jobDescriptionText'],
    title: [
      '[data-testid="jobsearch-JobInfoHeader-title"] > span:first-child',
      '[data-testid="jobsearch-JobInfoHeader-title"]',
      '.jobsearch-JobInfoHeader-title',
      'h1',
    ],
    company: ['[data-testid="inlineHeader-companyName"]', '[data-company-name="true"]', '.jobsearch-CompanyInfoContainer a'],
    location: ['[data-testid="inlineHeader-companyLocation"]', '[data-testid="job-location"]', '[data-testid="jobsearch-JobInfoHeader-companyLocation"]'],
    description: ['#jobDescriptionText'],
  },
  {
    board: 'greenhouse',
    // Both layouts: the classic boards.greenhouse.io (#app_body) and job-boards.greenhouse.io (.job__description).
    marker: '#app_body .app-title, .job__description',
    hints: ['app-title', 'job__description'],
    title: ['.job__title h1', '.app-title', 'h1'],
    company: ['.company-name'],
    location: ['.job__location', '#header .location', '.location'],
    description: ['.job__description', '#content'],
    remove: ['#application', 'form'],
    companyInTitle: /\bat\s+(.+?)\s*$/i,
  },
  {
    board: 'lever',
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
    board: 'ashby',
    marker: '.ashby-job-posting-heading, .ashby-job-posting-right-pane',
    hints: ['ashby-job-posting'],
    title: ['.ashby-job-posting-heading', 'h1'],
    company: [],
    location: ['.ashby-job-posting-brief-location', '.ashby-job-posting-left-pane [class*="_section_"]:first-child p'],
    description: ['.ashby-job-posting-right-pane [class*="descriptionText"]', '.ashby-job-posting-right-pane'],
    remove: ['.ashby-job-posting-right-pane form', '[class*="applicationForm"]', 'button'],
    // "Senior Platform Engineer @ Example Labs"
    companyInTitle: /\s@\s+(.+?)\s*$/,
  },
  {
    board: 'workday',
    marker: '[data-automation-id="jobPostingDescription"]',
    hints: ['jobPostingDescription'],
    title: ['[data-automation-id="jobPostingHeader"]', 'h1', 'h2'],
    company: [],
    location: ['[data-automation-id="locations"] dd', '[data-automation-id="locations"]'],
    description: ['[data-automation-id="jobPostingDescription"]'],
  },
  {
    board: 'teamtailor',
    // Career sites on a company's own domain load their assets from Teamtailor's CDN.
    marker: '[data-controller*="job"] .prose, link[href*="teamtailor"], script[src*="teamtailor"], img[src*="teamtailor-cdn"], meta[content="Teamtailor"]',
    hints: ['teamtailor'],
    title: ['[data-controller*="job"] h1', 'main h1', 'h1'],
    company: ['[data-company-name]', '.company-name'],
    location: ['[data-job-location]', '[data-controller*="job"] dd.location', '.job-location'],
    description: ['[data-controller*="job"] .prose', 'main .prose', '.job-ad-body .body'],
    remove: ['form', '[data-controller*="apply"]'],
  },
  {
    board: 'platsbanken',
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
  const fromTitle = reader.companyInTitle?.exec(inlineText(document.title))?.[1];
  return fromTitle ? inlineText(fromTitle) : undefined;
}

function hasMarkup(reader: BoardReader, document: Document, html: string | undefined): boolean {
  if (html !== undefined && !reader.hints.some((hint) => html.includes(hint))) return false;
  return !!document.querySelector(reader.marker);
}

/**
 * The parts a known board's markup holds, if the page is on (or looks like) one of them. `html`,
 * the raw page when there is one, lets the markup test skip boards whose names it lacks.
 */
export function readJobBoard(document: Document, url: URL, html?: string): { board: BoardName; parts: PostingParts } | undefined {
  const host = jobBoardOfHost(url.hostname)?.id;
  for (const reader of BOARD_READERS) {
    if (reader.board !== host && !hasMarkup(reader, document, html)) continue;
    const description = descriptionText(document, reader);
    if (!description) continue;
    return {
      board: reader.board,
      parts: { title: firstText(document, reader.title), company: companyOf(document, reader), location: firstText(document, reader.location), description },
    };
  }
  return undefined;
}
