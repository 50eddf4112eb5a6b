import { Readability } from '@mozilla/readability';
import { inlineText, nodeToText } from '../../fetcher/html/html-to-text';
import type { JobPostingParts } from './job-posting';

/** Page furniture that is never the posting. */
const BOILERPLATE_TAGS = new Set(['NAV', 'FOOTER', 'ASIDE', 'DIALOG', 'HEADER']);
const BOILERPLATE_ROLES = new Set(['navigation', 'contentinfo', 'complementary', 'dialog', 'alertdialog', 'banner']);
/** Cookie banners and lists of other jobs, by id or class. */
const BOILERPLATE_NAMES = /cookie|consent|gdpr|similar|recommend|related-jobs|more-jobs/i;
/** Headings of lists of other jobs; the block they head goes. */
const OTHER_JOBS_HEADING =
  /^(?:(?:similar|recommended|related|other|more|latest) (?:jobs|positions|roles|openings|vacancies|job ads)|jobs you (?:may|might) (?:also )?like|people also (?:viewed|applied)|liknande (?:jobb|annonser)|andra jobb)\b/i;
/**
 * Readability's cost grows fast with page size on jsdom (about 1 s per 2,000-4,000 elements).
 * Above this the article is the main element's text instead, keeping the request bounded.
 */
const READABILITY_MAX_ELEMENTS = 3000;

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
function holdsPosting(element: Element): boolean {
  return !!element.querySelector('h1, main, article, [role="main"]');
}

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

/** Removes navigation, headers, footers, cookie banners, dialogs and other-jobs blocks; returns the elements left. */
function removeBoilerplate(body: Element): number {
  const { furniture, headings, count } = survey(body);
  furniture.forEach((element) => element.remove());
  for (const heading of headings) {
    if (heading.isConnected && OTHER_JOBS_HEADING.test(inlineText(heading.textContent ?? ''))) removeSectionOf(heading, body);
  }
  return count;
}

/**
 * The main text by Mozilla Readability, after the page furniture is gone. Changes `document`:
 * it runs last.
 */
export function readArticle(document: Document): JobPostingParts {
  if (!document.body) return {};
  const elements = removeBoilerplate(document.body);
  const title = inlineText(document.querySelector('h1')?.textContent ?? '') || undefined;
  const main = document.querySelector('main, [role="main"], article') ?? document.body;
  if (elements > READABILITY_MAX_ELEMENTS) return { title, description: nodeToText(main) || undefined };
  const article = new Readability<Node>(document, { charThreshold: 100, serializer: (node) => node }).parse();
  const description = article?.content ? nodeToText(article.content) : nodeToText(main);
  return { title: title ?? (article?.title ? inlineText(article.title) : undefined), description: description || undefined };
}
