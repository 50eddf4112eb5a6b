import { inlineText, nodeToText } from '../../fetcher/html/html-to-text';
import { emptyProfile, type LinkedinProfile } from './linkedin-profile';

/** LinkedIn's public profile markup, as guests get it. */
const SELECTORS = {
  name: ['.top-card-layout__title', 'h1'],
  headline: ['.top-card-layout__headline', '.top-card-layout h2'],
  location: ['.top-card__subline-item', '.top-card-layout__first-subline .not-first-middot span'],
  about: ['[data-section="summary"] .core-section-container__content', 'section.summary .core-section-container__content', 'section.summary p'],
  experience: ['[data-section="experience"] li.experience-item', 'section.experience li', '[data-section="experience"] li'],
  education: ['[data-section="educationsDetails"] li', 'section.education li'],
  skills: ['[data-section="skills"] li', 'section.skills li'],
  languages: ['[data-section="languages"] li', 'section.languages li'],
};

function first(document: Document, selectors: string[], read: (el: Element) => string): string | undefined {
  for (const selector of selectors) {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const text = read(element);
      if (text) return text;
    }
  }
  return undefined;
}

function all(document: Document, selectors: string[], read: (el: Element) => string): string[] {
  for (const selector of selectors) {
    const texts = Array.from(document.querySelectorAll(selector)).map(read).filter(Boolean);
    if (texts.length) return texts;
  }
  return [];
}

const line = (el: Element) => inlineText(el.textContent ?? '');
/** An entry as compact lines: its sub-blocks' text without blank lines between them. */
const entry = (el: Element) => nodeToText(el).replace(/\n{2,}/g, '\n');

export function readProfilePage(document: Document): LinkedinProfile {
  const profile = emptyProfile();
  profile.name = first(document, SELECTORS.name, line);
  profile.headline = first(document, SELECTORS.headline, line);
  profile.location = first(document, SELECTORS.location, line);
  profile.about = first(document, SELECTORS.about, (el) => nodeToText(el));
  profile.experience = all(document, SELECTORS.experience, entry);
  profile.education = all(document, SELECTORS.education, entry);
  profile.skills = all(document, SELECTORS.skills, line);
  profile.languages = all(document, SELECTORS.languages, line);
  return profile;
}
