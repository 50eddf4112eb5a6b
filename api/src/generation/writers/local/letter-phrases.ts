import type { RecentRole } from './candidate-profile';
import type { LetterLanguage } from './language';
import { asModifier, englishArticle, joinList, lowerFirst, myWorkOf, myWorkWith, swedishTitle } from './text';

export interface EvidenceLine {
  /** The CV sentence as written. */
  text: string;
  /** The same in the first person of the letter's language, or null when it has to be quoted. */
  firstPerson: string | null;
  /** The matched skills (as the letter names them) this line shows; an example is only ever given for these. */
  skills?: string[];
}

/** A CV item that names a role the candidate held beside their job ("Health and safety champion for the site", "Skyddsombud"). */
const ROLE_ITEM = {
  en: /^(?:[\p{L}&'’-]+\s+){0,4}(?:champion|representative|first aider|fire warden|ambassador|officer|coordinator|steward|buddy)(?:\s+(?:for|of|on|at)\b.*)?$/iu,
  sv: /^(?:[\p{L}-]+\s+){0,3}(?:\p{L}*ombud|ambassadör|samordnare|kontaktperson)(?:\s+(?:för|på|i)(?!\p{L}).*)?$/iu,
};

/** A CV item mid-sentence: "Order management" → "order management"; "À la carte…" → "à la carte…"; "SAP rollout" keeps its case, a name; a role is served in. */
function asItem(item: string, language: LetterLanguage = 'en'): string {
  const text = item.replace(/[.;:]+$/, '');
  const cased = /^(?:\p{Lu}\p{Ll}|À )/u.test(text) ? lowerFirst(text) : text;
  if (!ROLE_ITEM[language].test(text)) return cased;
  return language === 'en' ? `serving as ${cased}` : `rollen som ${cased}`;
}

/** One of several wordings, by the letter's seed. */
function choose(pick: number, wordings: readonly string[]): string {
  return wordings[((pick % wordings.length) + wordings.length) % wordings.length];
}

/** A quoted CV sentence ends like one, even when its bullet item had no full stop. */
function quoted(text: string, open: string, close: string): string {
  return `${open}${text}${close}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/** A first-person sentence after a lead-in: "I build…" keeps its "I", "My team…" becomes "my team…". */
function continuing(sentence: string): string {
  return /^I\b/.test(sentence) ? sentence : lowerFirst(sentence);
}

/** Every sentence the local writer can use, per language. Nothing here states a fact about the candidate. */
export interface LetterPhrases {
  greeting(company: string | null, pick: number): string;
  /** Phrases with several wordings take `pick`: the letter's seed chooses one, a rewrite another. */
  opening(title: string | null, company: string | null, pick: number): string;
  role(role: RecentRole): string;
  previousRole(role: RecentRole): string;
  fit(strongMatch: boolean, company: string | null, pick: number): string;
  /** For a career changer (their roles are not the posting's): where they come from, said plainly, instead of `fit`. */
  careerMove(role: string | null, pick: number): string;
  /** For a CV far from the posting: what carries over, said plainly. */
  transferable(role: string | null, skills: string[]): string;
  asksFor(skills: string[]): string;
  mentions(skills: string[]): string;
  evidence(line: EvidenceLine, index: number): string;
  /** An example for skills other than the ones the letter opened with: "As for Python, I build…". */
  evidenceOf(skills: string[], line: EvidenceLine, index: number): string;
  /**
   * An accomplishment that shows none of the posting's skills: told as one more thing, not as an
   * example of them. A lead-in for every other one: four in a row ("I would also mention that …
   * In addition, … Beyond that, … Outside the posting's list, …") read as a form being filled in.
   */
  alsoDone(line: EvidenceLine, index: number): string;
  niceToHave(skills: string[]): string;
  /** Licences and certifications the posting asks for that the CV shows. */
  credentials(names: string[]): string;
  /** CV items that are no sentence ("Order management and stock control"): what the work included. */
  alsoIncluded(items: string[]): string;
  /** Matched skills the letter has not named yet: tools ("TypeScript"), practices ("triage"), languages spoken. */
  otherTools(skills: string[]): string;
  otherPractices(skills: string[]): string;
  languages(skills: string[]): string;
  gaps(skills: string[]): string;
  /** What the posting says about the employer ("Acme Cloud builds tools…"), as a clause after "that". */
  employer(clause: string, index: number, pick: number): string;
  /** What the job is, as verb phrases from the posting ("design and build services…"). */
  duties(duties: string[], pick: number): string;
  /** The posting's duty that uses a skill the candidate shows: what they would take on first. */
  firstDuty(duty: string, skill: string): string;
  motivation(company: string | null, title: string | null, skill: string | null, pick: number): string;
  careerChange(company: string | null, title: string | null, pick: number): string;
  closing(company: string | null, skill: string | null, pick: number): string;
  signOff(name: string | null): string;
}

const english: LetterPhrases = {
  greeting: (company, pick) =>
    company
      ? choose(pick, [`Dear ${asModifier(company)} hiring team,`, `Dear Hiring Manager at ${company},`, `Dear ${asModifier(company)} recruitment team,`])
      : 'Dear Hiring Manager,',
  opening: (title, company, pick) => {
    const role = title ? `the ${title} position` : 'the position you have advertised';
    const at = company ? ` at ${company}` : '';
    return choose(pick, [
      `I am writing to apply for ${role}${at}.`,
      `Please accept my application for ${role}${at}.`,
      `I would like to apply for ${role}${at}.`,
      `I am applying for ${role}${at}.`,
    ]);
  },
  role: ({ title, employer, current }) =>
    current
      ? `I currently work as ${englishArticle(title)} ${title}${employer ? ` at ${employer}` : ''}.`
      : `Most recently, I worked as ${englishArticle(title)} ${title}${employer ? ` at ${employer}` : ''}.`,
  previousRole: ({ title, employer, current, overlapping }) =>
    `${current ? 'Alongside that, I also work' : overlapping ? 'I have also worked' : 'Before that, I worked'} as ${englishArticle(title)} ${title}${employer ? ` at ${employer}` : ''}.`,
  fit: (strong, company, pick) =>
    strong
      ? choose(pick, [
          'My experience covers most of what the posting asks for, as the examples below show.',
          'Most of what the posting asks for is work I already do, and the examples below show how.',
          'The requirements in the posting match my experience closely, and I would like to show where.',
        ])
      : choose(pick, [
          `Below I describe the parts of my experience that are most relevant ${company ? `to ${company}` : 'to this role'}.`,
          `I would like to point out the parts of my experience that fit ${company ? `${company}${/s$/.test(company) ? "'" : "'s"} needs` : 'this role'} best.`,
          'The examples below show where my experience meets the posting.',
        ]),
  careerMove: (role, pick) =>
    choose(pick, [
      `I come to this role from ${role ? `work as ${englishArticle(role)} ${role}` : 'another field'}, and below I show the experience that carries over.`,
      `This application is a change of career from ${role ? `my work as ${englishArticle(role)} ${role}` : 'another field'}; the examples below show what I would bring with me.`,
    ]),
  transferable: (role, skills) =>
    `My background${role ? ` as ${englishArticle(role)} ${role}` : ''} is different from the one this role describes` +
    (skills.length
      ? `; I would bring ${joinList(skills, 'and')}, and the habits of careful, reliable work.`
      : '; I would bring the habits of careful, reliable work and a readiness to learn the role properly.'),
  asksFor: (skills) =>
    skills.length === 1
      ? `Your posting asks for ${skills[0]}, which is an area where I have hands-on experience.`
      : `Your posting asks for ${joinList(skills, 'and')}, and these are areas where I have hands-on experience.`,
  mentions: (skills) => `Your posting mentions ${joinList(skills, 'and')}, which ${skills.length === 1 ? 'is' : 'are'} part of my experience.`,
  evidence: (line, index) => {
    if (line.firstPerson) return index === 0 ? `For example, ${line.firstPerson}` : line.firstPerson;
    return index === 0 ? `My CV describes, for example: ${quoted(line.text, '“', '”')}` : `Another example from my CV: ${quoted(line.text, '“', '”')}`;
  },
  evidenceOf: (skills, line, index) => {
    // One lead-in after another would read as a form ("As for …. As for …. As for …").
    const lead = choose(index, ['As for', 'On', 'When it comes to', 'For']);
    return line.firstPerson
      ? `${lead} ${joinList(skills, 'and')}, ${continuing(line.firstPerson)}`
      : `${lead} ${joinList(skills, 'and')}, my CV says: ${quoted(line.text, '“', '”')}`;
  },
  alsoDone: (line, index) => {
    if (!line.firstPerson) return `My CV also notes: ${quoted(line.text, '“', '”')}`;
    if (index % 2) return line.firstPerson;
    return `${choose(index / 2, ['I would also mention that', 'Beyond that,', 'What is more,'])} ${continuing(line.firstPerson)}`;
  },
  niceToHave: (skills) => `I can also bring ${joinList(skills, 'and')}, which your posting lists as a plus.`,
  credentials: (names) => `I have the ${joinList(names, 'and')} your posting asks for.`,
  alsoIncluded: (items) =>
    `My work has also included ${joinList(
      items.map((item) => asItem(item)),
      items.some((i) => / and /.test(i)) ? 'as well as' : 'and',
    )}.`,
  otherTools: (skills) => `I have also worked with ${joinList(skills, 'and')}.`,
  otherPractices: (skills) => `My experience also includes ${joinList(skills, 'and')}.`,
  // Mentioned, not "asked for": a posting's "Italian or German is a plus" asks for neither, let alone both.
  languages: (skills) =>
    skills.length === 1
      ? `I speak ${skills[0]}, which the posting mentions.`
      : `I speak ${joinList(skills, 'and')}, ${skills.length === 2 ? 'both' : 'all'} mentioned in the posting.`,
  gaps: (skills) => `Where my experience is lighter, such as ${joinList(skills, 'and')}, I am keen to learn quickly and grow into the role.`,
  employer: (clause, index, pick) =>
    index === 0
      ? choose(pick, [`I read with interest that ${clause}.`, `It caught my attention that ${clause}.`, `I was pleased to read that ${clause}.`])
      : choose(pick, [`I was also glad to read that ${clause}.`, `I also noted that ${clause}.`]),
  duties: (duties, pick) => {
    const list = joinList(
      duties.map((duty, i) => (i ? `to ${duty}` : duty)),
      'and',
    );
    return choose(pick, [`In this role, I would be glad to ${list}.`, `I would look forward to the chance to ${list}.`, `I would be keen to ${list}.`]);
  },
  firstDuty: (duty, skill) => `The first thing I would take on is to ${duty}, where I can put my experience of ${skill} to use straight away.`,
  motivation: (company, title, skill, pick) =>
    choose(pick, [
      `I would like to bring ${skill ? `my experience of ${skill}` : 'this experience'} to ${company ?? 'your organisation'}${title ? ` as its new ${title}` : ''}.`,
      `${title ? `The ${title} role` : 'This role'} is a natural next step for me${skill ? `, and ${skill} is where I would start contributing` : ''}.`,
      `I am applying because ${title ? `the ${title} role` : 'this role'} builds on what I do best${skill ? `, starting with ${skill}` : ''}.`,
      `${title ? `The ${title} role` : 'This role'} appeals to me because it is close to the work I already do${skill ? `, not least ${skill}` : ''}.`,
      `What I have done so far${skill ? `, ${skill} above all,` : ''} is a sound base for ${title ? `the ${title} role` : 'this role'}.`,
      `With my background${skill ? ` in ${skill}` : ''}, I believe I could be useful to ${company ?? 'you'} from the first day.`,
    ]),
  careerChange: (company, title, pick) => {
    const role = title ? `the ${title} role` : 'this role';
    return choose(pick, [
      `I know that ${role} would be a change of direction for me, and I would be glad to discuss what ${company ?? 'you'} would expect of someone starting from my background.`,
      `Moving into ${role} would be a new direction for me; I would welcome the chance to hear what ${company ?? 'you'} would need from someone with my background in the first months.`,
      `I am aware that ${role} asks for a change of field on my part, and I would like to learn from ${company ?? 'you'} what the first year in it would involve.`,
    ]);
  },
  closing: (company, skill, pick) =>
    choose(pick, [
      `I would welcome a conversation about how I could contribute to ${company ?? 'your team'}. ${choose(Math.floor(pick / 4), [
        'Thank you for taking the time to read my letter.',
        'Thank you for your time and attention.',
        'Many thanks for reading.',
      ])}`,
      `I would be glad to tell you more${skill ? ` about ${myWorkOf(skill)}` : ''} in an interview. Thank you for your time.`,
      `Thank you for reading my application; I look forward to hearing from you${company ? ` and to learning more about ${company}` : ''}.`,
      `If you would like to know more${skill ? ` about ${myWorkOf(skill)}` : ''}, I would be happy to talk. Thank you for reading my letter.`,
    ]),
  signOff: (name) => (name ? `Kind regards,\n${name}` : 'Kind regards'),
};

const swedish: LetterPhrases = {
  greeting: (company, pick) =>
    company ? choose(pick, [`Till rekryteringsansvarig på ${company},`, `Till rekryteringsgruppen på ${company},`, 'Hej!']) : 'Hej!',
  opening: (title, company, pick) => {
    const role = title ? `tjänsten som ${swedishTitle(title)}` : 'den utannonserade tjänsten';
    const at = company ? ` hos ${company}` : '';
    return choose(pick, [
      `Jag söker härmed ${role}${at}.`,
      `Med det här brevet söker jag ${role}${at}.`,
      `Jag vill gärna söka ${role}${at}.`,
      `Härmed ansöker jag om ${role}${at}.`,
      `Jag skickar här min ansökan till ${role}${at}.`,
      `Jag är intresserad av ${role}${at} och skickar därför min ansökan.`,
    ]);
  },
  role: ({ title, employer, current }) =>
    current
      ? `I dag arbetar jag som ${swedishTitle(title)}${employer ? ` på ${employer}` : ''}.`
      : `Senast arbetade jag som ${swedishTitle(title)}${employer ? ` på ${employer}` : ''}.`,
  previousRole: ({ title, employer, current, overlapping }) =>
    `${current ? 'Parallellt med det arbetar jag också' : overlapping ? 'Jag har också arbetat' : 'Dessförinnan arbetade jag'} som ${swedishTitle(title)}${employer ? ` på ${employer}` : ''}.`,
  fit: (strong, company, pick) =>
    strong
      ? choose(pick, [
          'Min erfarenhet täcker det mesta av det annonsen efterfrågar, vilket exemplen nedan visar.',
          'Det mesta av det ni efterfrågar är arbete jag redan gör, och exemplen nedan visar hur.',
          'Kraven i annonsen stämmer väl med min erfarenhet, och jag vill gärna visa var.',
          'Jag har arbetat med det mesta som annonsen tar upp, och nedan ger jag några exempel.',
        ])
      : choose(pick, [
          `Nedan beskriver jag de delar av min erfarenhet som är mest relevanta ${company ? `för ${company}` : 'för tjänsten'}.`,
          'Jag vill gärna lyfta fram de delar av min erfarenhet som passar tjänsten bäst.',
          'Exemplen nedan visar var min erfarenhet möter annonsen.',
          'Här nedan beskriver jag var min erfarenhet och annonsens krav möts.',
        ]),
  careerMove: (role, pick) =>
    choose(pick, [
      `Jag kommer till den här tjänsten från ${role ? `arbete som ${swedishTitle(role)}` : 'ett annat område'}, och nedan visar jag den erfarenhet som följer med.`,
      `Min ansökan är ett yrkesbyte från ${role ? `arbetet som ${swedishTitle(role)}` : 'ett annat område'}; exemplen nedan visar vad jag tar med mig.`,
    ]),
  transferable: (role, skills) =>
    `Min bakgrund${role ? ` som ${swedishTitle(role)}` : ''} skiljer sig från den som tjänsten beskriver` +
    (skills.length
      ? `; det jag tar med mig är ${joinList(skills, 'och')} och vanan att arbeta noggrant och pålitligt.`
      : '; det jag tar med mig är vanan att arbeta noggrant och pålitligt och en vilja att lära mig rollen ordentligt.'),
  asksFor: (skills) =>
    `Ni efterfrågar ${joinList(skills, 'och')}, och det är ${skills.length === 1 ? 'ett område' : 'områden'} där jag har praktisk erfarenhet.`,
  mentions: (skills) => `Annonsen nämner ${joinList(skills, 'och')}, som finns med i min erfarenhet.`,
  evidence: (line, index) => {
    if (line.firstPerson) return index === 0 ? `Ett exempel från min erfarenhet är att ${lowerFirst(line.firstPerson)}` : line.firstPerson;
    return index === 0
      ? `I mitt CV beskriver jag till exempel: ${quoted(line.text, '”', '”')}`
      : `Ett annat exempel från mitt CV: ${quoted(line.text, '”', '”')}`;
  },
  evidenceOf: (skills, line, index) => {
    const lead = choose(index, ['När det gäller', 'Vad gäller']);
    return line.firstPerson
      ? `${lead} ${joinList(skills, 'och')} kan jag ${choose(index, ['nämna', 'berätta'])} att ${lowerFirst(line.firstPerson)}`
      : `${lead} ${joinList(skills, 'och')} står det i mitt CV: ${quoted(line.text, '”', '”')}`;
  },
  alsoDone: (line, index) => {
    if (!line.firstPerson) return `I mitt CV står också: ${quoted(line.text, '”', '”')}`;
    if (index % 2) return line.firstPerson;
    return `${choose(index / 2, ['Jag vill också nämna att', 'Till det kommer att', 'Värt att nämna är också att'])} ${lowerFirst(line.firstPerson)}`;
  },
  niceToHave: (skills) => `Jag kan också bidra med ${joinList(skills, 'och')}, som ni nämner som meriterande.`,
  credentials: (names) => `Jag har ${joinList(names, 'och')}, som annonsen efterfrågar.`,
  alsoIncluded: (items) =>
    `Mitt arbete har också omfattat ${joinList(
      items.map((item) => asItem(item, 'sv')),
      items.some((i) => / och /.test(i)) ? 'samt' : 'och',
    )}.`,
  otherTools: (skills) => `Jag har också arbetat med ${joinList(skills, 'och')}.`,
  otherPractices: (skills) => `Min erfarenhet omfattar även ${joinList(skills, 'och')}.`,
  languages: (skills) =>
    skills.length === 1
      ? `Jag talar ${skills[0]}, som annonsen nämner.`
      : `Jag talar ${joinList(skills, 'och')}, som ${skills.length === 2 ? 'båda' : 'alla'} nämns i annonsen.`,
  gaps: (skills) => `Där min erfarenhet är mindre, till exempel inom ${joinList(skills, 'och')}, är jag angelägen om att lära mig snabbt och växa in i rollen.`,
  employer: (clause, index, pick) =>
    index === 0
      ? choose(pick, [`Jag läste med intresse att ${clause}.`, `Det var intressant att läsa att ${clause}.`, `Det gladde mig att läsa att ${clause}.`])
      : choose(pick, [`Det gladde mig också att läsa att ${clause}.`, `Jag noterade också att ${clause}.`]),
  duties: (duties, pick) => choose(pick, [`I rollen skulle jag gärna ${joinList(duties, 'och')}.`, `Jag ser fram emot att ${joinList(duties, 'och')}.`]),
  firstDuty: (duty, skill) => `Det första jag skulle ta mig an är att ${duty}, där jag direkt kan använda min erfarenhet av ${skill}.`,
  motivation: (company, title, skill, pick) =>
    choose(pick, [
      `Jag vill gärna ta med ${skill ? `min erfarenhet av ${skill}` : 'den erfarenheten'} till ${company ?? 'er'}${title ? ` som ${swedishTitle(title)}` : ''}.`,
      `${title ? `Tjänsten som ${swedishTitle(title)}` : 'Tjänsten'} är ett naturligt nästa steg för mig${skill ? `, och ${skill} är där jag skulle börja bidra` : ''}.`,
      `Jag söker tjänsten eftersom den bygger vidare på det jag gör bäst${skill ? `, med ${skill} som första bidrag` : ''}.`,
      `${title ? `Tjänsten som ${swedishTitle(title)}` : 'Tjänsten'} lockar mig eftersom den ligger nära det jag redan gör${skill ? `, inte minst ${skill}` : ''}.`,
      `Det jag har gjort hittills${skill ? `, framför allt inom ${skill},` : ''} är en god grund för ${title ? `tjänsten som ${swedishTitle(title)}` : 'tjänsten'}.`,
      `Med min bakgrund${skill ? ` inom ${skill}` : ''} tror jag att jag kan göra nytta hos ${company ?? 'er'} från första dagen.`,
    ]),
  careerChange: (company, title, pick) => {
    const role = title ? `tjänsten som ${swedishTitle(title)}` : 'tjänsten';
    return choose(pick, [
      `Jag vet att ${role} vore ett byte av inriktning för mig, och jag diskuterar gärna vad ${company ?? 'ni'} skulle förvänta sig av någon med min bakgrund.`,
      `Att gå till ${role} vore en ny riktning för mig, och jag hör gärna vad ${company ?? 'ni'} skulle behöva av någon med min bakgrund de första månaderna.`,
      `Jag är medveten om att ${role} innebär ett byte av område för mig, och jag vill gärna höra av ${company ?? 'er'} vad det första året i tjänsten skulle innebära.`,
    ]);
  },
  closing: (company, skill, pick) =>
    choose(pick, [
      `Jag berättar gärna mer om hur jag kan bidra till ${company ?? 'er verksamhet'} vid ett personligt möte. Tack för att ni läser min ansökan.`,
      `Jag berättar gärna mer${skill ? ` om ${myWorkWith(skill)}` : ''} vid en intervju. Tack för er tid.`,
      `Tack för att ni läser min ansökan; jag ser fram emot att höra från er${company ? ` och att lära mig mer om ${company}` : ''}.`,
      `Hör gärna av er om ni vill veta mer${skill ? ` om ${myWorkWith(skill)}` : ''}. Tack för att ni tog er tid att läsa mitt brev.`,
    ]),
  signOff: (name) => (name ? `Med vänliga hälsningar,\n${name}` : 'Med vänliga hälsningar'),
};

export const LETTER_PHRASES: Record<LetterLanguage, LetterPhrases> = { en: english, sv: swedish };
