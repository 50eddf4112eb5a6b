import { inlineText, nodeToText } from '../html/html-text';

/** A LinkedIn profile page as the background text the LinkedIn card takes. */
export interface LinkedinProfilePage {
  url: string;
  name?: string;
  /** The profile as plain text: name, headline, about, experience, education, skills. */
  content: string;
}

/** linkedin.com/in/<name> (any country subdomain). */
export function isLinkedinProfileUrl(url: URL): boolean {
  return /(^|\.)linkedin\.com$/i.test(url.hostname) && /^\/in\/[^/]+/i.test(url.pathname);
}

const NAME = ['h1.text-heading-xlarge', '.pv-text-details__left-panel h1', '.top-card-layout__title', 'main h1', 'h1'];
const HEADLINE = ['.pv-text-details__left-panel .text-body-medium', '.text-body-medium.break-words', '.top-card-layout__headline'];
const LOCATION = [
  '.pv-text-details__left-panel .text-body-small.inline',
  '.text-body-small.inline.t-black--light.break-words',
  '.top-card__subline-item',
  '.top-card-layout__first-subline .not-first-middot span',
];

/** Signed-in profiles anchor each card with an id; the public profile uses section classes. */
const SECTIONS: Array<{ heading: string; selectors: string[] }> = [
  { heading: 'About', selectors: ['#about', 'section.summary', 'section[data-section="summary"]'] },
  { heading: 'Experience', selectors: ['#experience', 'section.experience', 'section[data-section="experience"]'] },
  { heading: 'Education', selectors: ['#education', 'section.education', 'section[data-section="educationsDetails"]'] },
  { heading: 'Licenses & certifications', selectors: ['#licenses_and_certifications', 'section.certifications', 'section[data-section="certifications"]'] },
  { heading: 'Projects', selectors: ['#projects', 'section.projects', 'section[data-section="projects"]'] },
  { heading: 'Skills', selectors: ['#skills', 'section.skills', 'section[data-section="skills"]'] },
  { heading: 'Languages', selectors: ['#languages', 'section.languages', 'section[data-section="languages"]'] },
  { heading: 'Volunteering', selectors: ['#volunteering_experience', 'section.volunteering'] },
];
/** Screen-reader copies of visible text, section headings, "Show all" links and buttons. */
const NOISE = [
  '.visually-hidden',
  '.pvs-header__container',
  '.pvs-list__footer-wrapper',
  '.pvs-navigation',
  'h2',
  'button',
  'footer',
  '.core-section-container__title',
];

function firstText(document: Document, selectors: string[]): string | undefined {
  for (const selector of selectors) {
    const text = inlineText(document.querySelector(selector)?.textContent);
    if (text) return text;
  }
  return undefined;
}

/** Lines without the repeats that LinkedIn's markup makes (a title and the same title again). */
function withoutRepeats(text: string): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const bare = line.replace(/^\s*•\s*/, '').trim();
    const previous = out
      .at(-1)
      ?.replace(/^\s*•\s*/, '')
      .trim();
    if (bare && bare === previous) continue;
    out.push(line);
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function sectionText(document: Document, selectors: string[]): string | undefined {
  for (const selector of selectors) {
    const found = document.querySelector(selector);
    const section = found?.tagName.toUpperCase() === 'SECTION' ? found : found?.closest('section');
    if (!section) continue;
    const copy = section.cloneNode(true) as Element;
    for (const noise of NOISE) copy.querySelectorAll(noise).forEach((el) => el.remove());
    const text = withoutRepeats(nodeToText(copy));
    if (text) return text;
  }
  return undefined;
}

/** The background a profile page shows, as plain text, for the LinkedIn card's background field. */
export function readLinkedinProfile(document: Document, url: URL): LinkedinProfilePage {
  const name = firstText(document, NAME);
  const header = [name, firstText(document, HEADLINE), firstText(document, LOCATION)].filter(Boolean).join('\n');
  const sections = SECTIONS.map(({ heading, selectors }) => {
    const text = sectionText(document, selectors);
    return text ? `${heading}\n${text}` : undefined;
  }).filter(Boolean);
  const clean = new URL(url.href);
  clean.search = '';
  clean.hash = '';
  return { url: clean.href, name, content: [header, ...sections].filter(Boolean).join('\n\n') };
}
