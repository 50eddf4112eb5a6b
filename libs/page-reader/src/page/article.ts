import { Readability } from '@mozilla/readability';
import { inlineText, nodeToText } from '../html/html-text';
import { hasRoleWord } from '../text/role-words';
import type { PostingParts } from './posting-parts';

/** Page furniture that is never the posting. */
const BOILERPLATE_TAGS = new Set(['NAV', 'FOOTER', 'ASIDE', 'DIALOG', 'HEADER', 'FORM']);
const BOILERPLATE_ROLES = new Set(['navigation', 'contentinfo', 'complementary', 'dialog', 'alertdialog', 'banner', 'search']);
/** Cookie banners and lists of other jobs, by id or class. */
const BOILERPLATE_NAMES = /cookie|consent|gdpr|similar|recommend|related-jobs|more-jobs/i;
/** Headings of lists of other jobs; the block they head goes. */
const OTHER_JOBS_HEADING =
  /^(?:(?:similar|recommended|related|other|more|latest) (?:jobs|positions|roles|openings|vacancies|job ads)|jobs you (?:may|might) (?:also )?like|people also (?:viewed|applied)|liknande (?:jobb|annonser)|andra jobb)\b/i;

function isBoilerplate(element: Element): boolean {
  return (
    BOILERPLATE_TAGS.has(element.tagName.toUpperCase()) ||
    BOILERPLATE_ROLES.has(element.getAttribute('role') ?? '') ||
    element.getAttribute('aria-modal') === 'true' ||
    BOILERPLATE_NAMES.test(element.getAttribute('id') ?? '') ||
    BOILERPLATE_NAMES.test(element.getAttribute('class') ?? '')
  );
}

/** The posting's own heading and main area must survive the clean-up. */
const holdsPosting = (element: Element): boolean => !!element.querySelector('h1, main, article, [role="main"]');

/** One pass over the tree (sibling links: jsdom's collections are slow to index on big pages). */
function survey(root: Element): { furniture: Element[]; headings: Element[]; count: number } {
  const found = { furniture: [] as Element[], headings: [] as Element[], count: 0 };
  const visit = (element: Element): void => {
    found.count++;
    if (element !== root && isBoilerplate(element) && !holdsPosting(element)) {
      found.furniture.push(element);
      return;
    }
    if (/^H[234]$/i.test(element.tagName)) found.headings.push(element);
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) visit(child);
  };
  visit(root);
  return found;
}

/** A heading's section goes: its whole container when it opens one, else it and what follows it. */
function removeSectionOf(heading: Element, body: Element): void {
  const parent = heading.parentElement;
  if (parent && parent !== body && parent.firstElementChild === heading && !holdsPosting(parent)) {
    parent.remove();
    return;
  }
  const level = Number(heading.tagName[1]);
  let next = heading.nextElementSibling;
  heading.remove();
  while (next && !(/^H[1-6]$/i.test(next.tagName) && Number(next.tagName[1]) <= level)) {
    const after = next.nextElementSibling;
    next.remove();
    next = after;
  }
}

/** Removes navigation, headers, footers, forms, cookie banners, dialogs and other-jobs blocks; returns the elements there were. */
function removeBoilerplate(body: Element): number {
  const { furniture, headings, count } = survey(body);
  furniture.forEach((element) => element.remove());
  for (const heading of headings) {
    if (heading.isConnected && OTHER_JOBS_HEADING.test(inlineText(heading.textContent))) removeSectionOf(heading, body);
  }
  return count;
}

/**
 * Words of job postings, English and Swedish. A page's main text counts as a posting only when it
 * uses several of them: an article, a search page or a blog post is not taken for a job.
 */
const JOB_SIGNALS: RegExp[] = [
  /\bresponsibilit(?:y|ies)\b/i,
  /\brequirements?\b/i,
  /\bqualifications?\b/i,
  /\bwhat you(?:'ll| will) (?:do|bring)\b|\byou will\b/i,
  /\bwe offer\b|\bbenefits\b/i,
  /\bapply\b|\bapplication\b/i,
  /\b(?:years? of )?experience (?:with|in|of)\b/i,
  /\bfull[- ]time\b|\bpart[- ]time\b|\bpermanent\b|\bcontract\b/i,
  /\bsalary\b|\bcompensation\b/i,
  /\babout the (?:role|job|position|team)\b|\bjob description\b/i,
  /\bwe are (?:looking for|hiring|seeking)\b|\bjoin (?:us|our team)\b|\bis looking for\b/i,
  /(?<!\p{L})(?:arbetsuppgifter|ansvarsområden)(?!\p{L})/iu,
  /(?<!\p{L})(?:kvalifikationer|krav|meriterande)(?!\p{L})/iu,
  /(?<!\p{L})(?:vi erbjuder|förmåner)(?!\p{L})/iu,
  /(?<!\p{L})(?:ansök|ansökan|sök tjänsten)(?!\p{L})/iu,
  /(?<!\p{L})(?:heltid|deltid|tillsvidare|visstid|anställning(?:sform)?)(?!\p{L})/iu,
  /(?<!\p{L})(?:om (?:tjänsten|rollen|jobbet)|vi söker)(?!\p{L})/iu,
  /(?<!\p{L})(?:erfarenhet av|lön)(?!\p{L})/iu,
];
const MIN_JOB_SIGNALS = 3;

/** Headings of a posting's sections that a short posting may have instead of many signal words. */
const SECTION_HEADING =
  /^(?:the job|the role|your role|requirements|qualifications|responsibilities|what you(?:'ll| will) do|about the role|tjänsten|om tjänsten|arbetsuppgifter|krav|kvalifikationer|vi söker)\s*:?$/im;

/**
 * A posting by its words: several of JOB_SIGNALS; or, for a short posting, a heading that is a job
 * title ("Enterprise Account Manager") over a section heading of a posting ("The job", "Requirements").
 */
export function looksLikeJobPosting(text: string, title?: string): boolean {
  const signals = JOB_SIGNALS.filter((signal) => signal.test(text)).length;
  if (signals >= MIN_JOB_SIGNALS) return true;
  return signals >= 1 && !!title && hasRoleWord(title) && SECTION_HEADING.test(text);
}

/**
 * The main text by Mozilla Readability, after the page furniture is gone. Changes `document` (give
 * it a copy or a throwaway): it runs last. Above `maxElements` the main element's text is used
 * instead, since Readability's cost grows fast with page size (on jsdom about 1 s per 2,000-4,000 elements).
 */
export function readArticle(document: Document, maxElements: number): PostingParts {
  if (!document.body) return {};
  const elements = removeBoilerplate(document.body);
  const title = inlineText(document.querySelector('h1')?.textContent) || undefined;
  const main = document.querySelector('main, [role="main"], article') ?? document.body;
  if (elements > maxElements) return { title, description: nodeToText(main) || undefined };
  const article = new Readability<Node>(document, { charThreshold: 100, serializer: (node) => node }).parse();
  const description = article?.content ? nodeToText(article.content) : nodeToText(main);
  return { title: title ?? (article?.title ? inlineText(article.title) : undefined), description: description || undefined };
}
