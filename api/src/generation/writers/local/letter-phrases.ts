import type { RecentRole } from './candidate-profile';
import type { LetterLanguage } from './language';
import { englishArticle, joinList, lowerFirst } from './text';

export interface EvidenceLine {
  /** The CV sentence as written. */
  text: string;
  /** The same in the first person of the letter's language, or null when it has to be quoted. */
  firstPerson: string | null;
}

/** A quoted CV sentence ends like one, even when its bullet item had no full stop. */
function quoted(text: string, open: string, close: string): string {
  return `${open}${text}${close}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/** Every sentence the local writer can use, per language. Nothing here states a fact about the candidate. */
export interface LetterPhrases {
  greeting(company: string | null): string;
  opening(title: string | null, company: string | null): string;
  role(role: RecentRole): string;
  previousRole(role: RecentRole): string;
  fit(strongMatch: boolean, company: string | null): string;
  asksFor(skills: string[]): string;
  mentions(skills: string[]): string;
  evidence(line: EvidenceLine, index: number): string;
  niceToHave(skills: string[]): string;
  /** Matched skills the letter has not named yet: tools ("TypeScript"), practices ("triage"), languages spoken. */
  otherTools(skills: string[]): string;
  otherPractices(skills: string[]): string;
  languages(skills: string[]): string;
  gaps(skills: string[]): string;
  /** What the posting says about the employer ("Acme Cloud builds tools…"), as a clause after "that". */
  employer(clause: string, index: number): string;
  /** What the job is, as verb phrases from the posting ("design and build services…"). */
  duties(duties: string[]): string;
  motivation(company: string | null, title: string | null): string;
  closing(company: string | null): string;
  signOff(name: string | null): string;
}

const english: LetterPhrases = {
  greeting: (company) => (company ? `Dear ${company} hiring team,` : 'Dear Hiring Manager,'),
  opening: (title, company) => {
    if (title && company) return `I am writing to apply for the ${title} position at ${company}.`;
    if (title) return `I am writing to apply for the ${title} position.`;
    if (company) return `I am writing to apply for the open position at ${company}.`;
    return 'I am writing to apply for the position you have advertised.';
  },
  role: ({ title, employer, current }) =>
    current
      ? `I currently work as ${englishArticle(title)} ${title}${employer ? ` at ${employer}` : ''}.`
      : `Most recently, I worked as ${englishArticle(title)} ${title}${employer ? ` at ${employer}` : ''}.`,
  previousRole: ({ title, employer }) => `Before that, I worked as ${englishArticle(title)} ${title}${employer ? ` at ${employer}` : ''}.`,
  fit: (strong, company) =>
    strong
      ? 'I believe my experience is a strong match for what you are looking for, and I would like to explain why.'
      : `I would like to explain how my experience can be of value ${company ? `to ${company}` : 'in this role'}.`,
  asksFor: (skills) => `Your posting asks for ${joinList(skills, 'and')}, and these are areas where I have hands-on experience.`,
  mentions: (skills) => `Your posting mentions ${joinList(skills, 'and')}, which are part of my experience.`,
  evidence: (line, index) => {
    if (line.firstPerson) return index === 0 ? `For example, ${line.firstPerson}` : line.firstPerson;
    return index === 0 ? `My CV describes, for example: ${quoted(line.text, '“', '”')}` : `Another example from my CV: ${quoted(line.text, '“', '”')}`;
  },
  niceToHave: (skills) => `I can also bring ${joinList(skills, 'and')}, which your posting lists as a plus.`,
  otherTools: (skills) => `I have also worked with ${joinList(skills, 'and')}.`,
  otherPractices: (skills) => `My experience also includes ${joinList(skills, 'and')}.`,
  languages: (skills) => `I speak ${joinList(skills, 'and')}.`,
  gaps: (skills) => `Where my experience is lighter, such as ${joinList(skills, 'and')}, I am keen to learn quickly and grow into the role.`,
  employer: (clause, index) => (index === 0 ? `I read with interest that ${clause}.` : `I was also glad to read that ${clause}.`),
  duties: (duties) => `In this role, I would be glad to ${duties.join(', and to ')}.`,
  motivation: (company, title) =>
    `What attracts me to ${company ?? 'this opportunity'} is the chance to contribute${title ? ` in the role of ${title}` : ''} ` +
    'and to keep developing alongside experienced colleagues.',
  closing: (company) =>
    `I would welcome the opportunity to discuss how my experience can contribute to ${company ?? 'your team'}. ` +
    'Thank you for your time and consideration.',
  signOff: (name) => (name ? `Kind regards,\n${name}` : 'Kind regards'),
};

/** Swedish writes a title in lower case mid-sentence ("tjänsten som backendutvecklare"); English titles keep theirs. */
function swedishTitle(title: string): string {
  return /^\p{Lu}\p{Ll}+(?:\s\p{Ll}+)*$/u.test(title) ? lowerFirst(title) : title;
}

const swedish: LetterPhrases = {
  greeting: (company) => (company ? `Till rekryteringsansvarig på ${company},` : 'Hej!'),
  opening: (title, company) => {
    if (title && company) return `Jag söker härmed tjänsten som ${swedishTitle(title)} hos ${company}.`;
    if (title) return `Jag söker härmed tjänsten som ${swedishTitle(title)}.`;
    if (company) return `Jag söker härmed den utannonserade tjänsten hos ${company}.`;
    return 'Jag söker härmed den utannonserade tjänsten.';
  },
  role: ({ title, employer, current }) =>
    current
      ? `I dag arbetar jag som ${swedishTitle(title)}${employer ? ` på ${employer}` : ''}.`
      : `Senast arbetade jag som ${swedishTitle(title)}${employer ? ` på ${employer}` : ''}.`,
  previousRole: ({ title, employer }) => `Dessförinnan arbetade jag som ${swedishTitle(title)}${employer ? ` på ${employer}` : ''}.`,
  fit: (strong, company) =>
    strong
      ? 'Jag tror att min erfarenhet stämmer väl med det ni söker, och jag vill gärna berätta varför.'
      : `Jag vill gärna berätta hur min erfarenhet kan komma till nytta ${company ? `hos ${company}` : 'i rollen'}.`,
  asksFor: (skills) => `Ni efterfrågar ${joinList(skills, 'och')}, och det är områden där jag har praktisk erfarenhet.`,
  mentions: (skills) => `Annonsen nämner ${joinList(skills, 'och')}, som finns med i min erfarenhet.`,
  evidence: (line, index) => {
    if (line.firstPerson) return index === 0 ? `Ett exempel från min erfarenhet är att ${lowerFirst(line.firstPerson)}` : line.firstPerson;
    return index === 0 ? `I mitt CV beskriver jag till exempel: ${quoted(line.text, '”', '”')}` : `Ett annat exempel från mitt CV: ${quoted(line.text, '”', '”')}`;
  },
  niceToHave: (skills) => `Jag kan också bidra med ${joinList(skills, 'och')}, som ni nämner som meriterande.`,
  otherTools: (skills) => `Jag har också arbetat med ${joinList(skills, 'och')}.`,
  otherPractices: (skills) => `Min erfarenhet omfattar även ${joinList(skills, 'och')}.`,
  languages: (skills) => `Jag talar ${joinList(skills, 'och')}.`,
  gaps: (skills) => `Där min erfarenhet är mindre, till exempel inom ${joinList(skills, 'och')}, är jag angelägen om att lära mig snabbt och växa in i rollen.`,
  employer: (clause, index) => (index === 0 ? `Jag läste med intresse att ${clause}.` : `Det gladde mig också att läsa att ${clause}.`),
  duties: (duties) => `I rollen skulle jag gärna ${duties.join(' och ')}.`,
  motivation: (company, title) =>
    `Det som lockar mig med ${company ?? 'tjänsten'} är möjligheten att bidra${title ? ` i rollen som ${swedishTitle(title)}` : ''} ` +
    'och att fortsätta utvecklas tillsammans med erfarna kollegor.',
  closing: (company) =>
    `Jag berättar gärna mer om hur min erfarenhet kan bidra till ${company ?? 'er verksamhet'} vid ett personligt möte. ` +
    'Tack för att du tar dig tid att läsa mitt brev.',
  signOff: (name) => (name ? `Med vänliga hälsningar,\n${name}` : 'Med vänliga hälsningar'),
};

export const LETTER_PHRASES: Record<LetterLanguage, LetterPhrases> = { en: english, sv: swedish };
