import type { RecentRole } from './candidate-profile';
import type { LetterLanguage } from './language';
import { joinList, lowerFirst } from './text';

export interface EvidenceLine {
  /** The CV sentence as written. */
  text: string;
  /** The same in the first person of the letter's language, or null when it has to be quoted. */
  firstPerson: string | null;
}

/** Every sentence the local writer can use, per language. Nothing here states a fact about the candidate. */
export interface LetterPhrases {
  greeting(company: string | null): string;
  opening(title: string | null, company: string | null): string;
  role(role: RecentRole): string;
  fit(strongMatch: boolean, company: string | null): string;
  asksFor(skills: string[]): string;
  mentions(skills: string[]): string;
  evidence(line: EvidenceLine, index: number): string;
  niceToHave(skills: string[]): string;
  alsoWorkedWith(skills: string[]): string;
  gaps(skills: string[]): string;
  motivation(company: string | null, title: string | null): string;
  /** General paragraphs about ways of working, added in order only to reach the minimum length. */
  workStyle: ((company: string | null) => string)[];
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
      ? `I currently work as ${title}${employer ? ` at ${employer}` : ''}.`
      : `Most recently, I worked as ${title}${employer ? ` at ${employer}` : ''}.`,
  fit: (strong, company) =>
    strong
      ? 'I believe my experience is a strong match for what you are looking for, and I would like to explain why.'
      : `I would like to explain how my experience can be of value ${company ? `to ${company}` : 'in this role'}.`,
  asksFor: (skills) => `Your posting asks for ${joinList(skills, 'and')}, and these are areas where I have hands-on experience.`,
  mentions: (skills) => `Your posting mentions ${joinList(skills, 'and')}, which are part of my experience.`,
  evidence: (line, index) => {
    if (line.firstPerson) return index === 0 ? `For example, ${line.firstPerson}` : line.firstPerson;
    return index === 0 ? `My CV describes, for example: “${line.text}”` : `Another example from my CV: “${line.text}”`;
  },
  niceToHave: (skills) => `I can also bring ${joinList(skills, 'and')}, which your posting lists as a plus.`,
  alsoWorkedWith: (skills) => `Beyond that, I have also worked with ${joinList(skills, 'and')}.`,
  gaps: (skills) => `Where my experience is lighter, such as ${joinList(skills, 'and')}, I am keen to learn quickly and grow into the role.`,
  motivation: (company, title) =>
    `What attracts me to ${company ?? 'this opportunity'} is the chance to contribute${title ? ` in the role of ${title}` : ''} ` +
    'and to keep developing alongside experienced colleagues.',
  workStyle: [
    () =>
      'I care about doing thorough work and communicating clearly with colleagues, customers and other stakeholders. ' +
      'I plan my work carefully, follow through on what I promise and ask for feedback so that the result keeps getting better.',
    (company) =>
      'I enjoy learning from the people around me and sharing what I know, and I adapt quickly when priorities change. ' +
      `I would bring the same commitment and curiosity to ${company ?? 'your team'}.`,
    () =>
      'When I take on a new task, I start by understanding what the people who depend on it need, and I keep them informed ' +
      'as the work progresses. I find that this makes collaboration easier and helps the team make good decisions together.',
    () =>
      'I am comfortable working independently as well as in a team, and I take responsibility for my own part while keeping ' +
      'the shared goal in mind. Clear priorities and open communication are what I rely on when things get busy.',
    (company) =>
      `I would value the opportunity to learn how ${company ?? 'your organisation'} works, to understand its priorities and ` +
      'to find the places where I can make the biggest difference from the first weeks in the role.',
  ],
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
      ? `I dag arbetar jag som ${title}${employer ? ` på ${employer}` : ''}.`
      : `Senast arbetade jag som ${title}${employer ? ` på ${employer}` : ''}.`,
  fit: (strong, company) =>
    strong
      ? 'Jag tror att min erfarenhet stämmer väl med det ni söker, och jag vill gärna berätta varför.'
      : `Jag vill gärna berätta hur min erfarenhet kan komma till nytta ${company ? `hos ${company}` : 'i rollen'}.`,
  asksFor: (skills) => `Ni efterfrågar ${joinList(skills, 'och')}, och det är områden där jag har praktisk erfarenhet.`,
  mentions: (skills) => `Annonsen nämner ${joinList(skills, 'och')}, som finns med i min erfarenhet.`,
  evidence: (line, index) => {
    if (line.firstPerson) return index === 0 ? `Ett exempel från min erfarenhet är att ${lowerFirst(line.firstPerson)}` : line.firstPerson;
    return index === 0 ? `I mitt CV beskriver jag till exempel: ”${line.text}”` : `Ett annat exempel från mitt CV: ”${line.text}”`;
  },
  niceToHave: (skills) => `Jag kan också bidra med ${joinList(skills, 'och')}, som ni nämner som meriterande.`,
  alsoWorkedWith: (skills) => `Utöver det har jag även arbetat med ${joinList(skills, 'och')}.`,
  gaps: (skills) => `Där min erfarenhet är mindre, till exempel inom ${joinList(skills, 'och')}, är jag angelägen om att lära mig snabbt och växa in i rollen.`,
  motivation: (company, title) =>
    `Det som lockar mig med ${company ?? 'tjänsten'} är möjligheten att bidra${title ? ` i rollen som ${swedishTitle(title)}` : ''} ` +
    'och att fortsätta utvecklas tillsammans med erfarna kollegor.',
  workStyle: [
    () =>
      'Jag lägger stor vikt vid noggrannhet och tydlig kommunikation med kollegor, kunder och andra intressenter. ' +
      'Jag planerar mitt arbete omsorgsfullt, håller det jag lovar och ber gärna om återkoppling så att resultatet hela tiden blir bättre.',
    (company) =>
      'Jag tycker om att lära av människorna runt omkring mig och att dela med mig av det jag kan, och jag anpassar mig snabbt ' +
      `när prioriteringar ändras. Samma engagemang och nyfikenhet tar jag med mig till ${company ?? 'ert team'}.`,
    () =>
      'När jag tar mig an en ny uppgift börjar jag med att förstå vad de som är beroende av den behöver, och jag håller dem ' +
      'informerade under arbetets gång. Det gör samarbetet enklare och hjälper teamet att fatta bra beslut tillsammans.',
    () =>
      'Jag trivs med att arbeta både självständigt och i team, och jag tar ansvar för min egen del utan att tappa det gemensamma ' +
      'målet ur sikte. Tydliga prioriteringar och öppen kommunikation är det jag förlitar mig på när det är mycket att göra.',
    (company) =>
      `Jag ser fram emot att lära mig hur ${company ?? 'ni'} arbetar, förstå era prioriteringar och hitta de områden där jag ` +
      'kan göra störst skillnad redan under de första veckorna i rollen.',
  ],
  closing: (company) =>
    `Jag berättar gärna mer om hur min erfarenhet kan bidra till ${company ?? 'er verksamhet'} vid ett personligt möte. ` +
    'Tack för att du tar dig tid att läsa mitt brev.',
  signOff: (name) => (name ? `Med vänliga hälsningar,\n${name}` : 'Med vänliga hälsningar'),
};

export const LETTER_PHRASES: Record<LetterLanguage, LetterPhrases> = { en: english, sv: swedish };
