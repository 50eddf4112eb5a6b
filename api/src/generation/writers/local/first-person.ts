import type { LetterLanguage } from './language';
import { hasRoleWord } from './role-words';
import { lowerFirst } from './text';

/** Verbs a CV line typically starts with ("Led the migration…"), past and present. */
const ENGLISH_VERBS = new Set(
  `led lead managed manage developed develop built build designed design implemented implement created create improved improve
  reduced reduce increased increase delivered deliver launched launch coordinated coordinate organised organized organise organize
  supported support maintained maintain migrated migrate automated automate wrote write drove drive ran run owned own established
  introduced introduce trained train mentored mentor coached coach negotiated negotiate sold sell planned plan analysed analyzed
  analyse analyze optimised optimized optimise optimize streamlined streamline handled handle performed perform provided provide
  prepared prepare conducted conduct administered administer oversaw oversee supervised supervise taught teach cared assisted assist
  resolved resolve achieved achieve grew grow generated generate produced produce collaborated collaborate worked work served serve
  contributed contribute spearheaded architected deployed deploy integrated integrate refactored refactor tested test monitored
  monitor ensured ensure reported report recruited recruit hired hire onboarded onboard scheduled schedule processed process
  reconciled reconcile audited audit forecasted forecast budgeted researched research evaluated evaluate presented present edited
  edit published publish translated translate facilitated facilitate initiated initiate modernised modernized shipped ship
  consolidated consolidate redesigned redesign expanded expand secured secure won administered operated operate picked
  packed loaded sorted inspected installed repaired answered guided advised receive received keep kept help helped
  closed close booked book exceeded exceed sourced source prospected prospect qualified qualify upsold renewed renew retained retain
  cut raised raise saved save shortened shorten tripled doubled halved lifted boosted wired wire commissioned commission fitted fit
  serviced service maintained diagnosed diagnose cooked cook prepared baked bake catered greeted greet checked check welcomed
  assessed assess triaged triage treated treat dressed nursed documented document educated educate counselled counseled
  instructed instruct planned marked mark graded grade tutored tutor drafted draft filed file posted post invoiced invoice
  calculated calculate consolidated ran delivered picked dispatched dispatch stocked stock counted count rotated rotate
  ordered order purchased purchase shipped received unloaded unload loaded drove operated supervised scheduled rostered
  pick pack load sort label labelled labeled inspect install repair repaired fix fixed cleaned answer guide advise serve
  recommend recommended visit visited update updated chase chased hold held complete completed give gave chair chaired attend
  attended liaise liaised carry carried undertake undertook represent represented promote promoted collect collected arrange
  arranged compile compiled review reviewed identify identified investigate investigated escalate escalated recorded tracked
  respond responded measured calibrate calibrated surveyed styled coloured apply applied advocate advocated host hosted issued
  prescribe prescribed dispense dispensed vaccinate vaccinated refer referred took made drew covered interview interviewed
  moderate moderated synthesise synthesised synthesize synthesized pitched photographed`.split(/\s+/),
);

const SWEDISH_VERBS = new Set(
  `ledde leder ansvarade ansvarar utvecklade utvecklar byggde bygger skapade skapar införde inför förbättrade förbättrar minskade
  ökade levererade levererar lanserade samordnade samordnar koordinerade organiserade organiserar stöttade stöttar underhöll
  migrerade automatiserade skrev skriver drev driver arbetade arbetar planerade planerar analyserade analyserar optimerade
  hanterade hanterar genomförde genomför utbildade utbildar handledde handleder undervisade undervisar vårdade administrerade
  administrerar rekryterade rekryterar sålde säljer förhandlade implementerade designade testade testar tog tar höll håller
  upprättar upprättade sköter skötte deltar deltog genomför bokför bokförde stämmer planerar samordnar följer följde rapporterar
  rapporterade utför utförde bemöter handleder kör körde plockar plockade packar lastar lastade monterar monterade installerar
  installerade felsöker felsökte reparerar reparerade lagar lagade serverar serverade bakar bakade tillagar tillagade
  undervisar undervisade bedömer bedömde dokumenterar dokumenterade ordnar ordnade hjälper hjälpte tar emot
  besvarar besvarade städar städade bokar bokade rekommenderar rekommenderade ringer ringde handlägger handlade gör gjorde
  samverkar samverkade använder använde utreder utredde fattar fattade ger gav möter mötte stödjer stödde besöker besökte
  kontrollerar kontrollerade tränar tränade coachar coachade instruerar instruerade klipper klippte färgar färgade svetsar
  svetsade målar målade beställer beställde validerar validerade kvalitetssäkrar kvalitetssäkrade utvärderar utvärderade
  mäter mätte tolkar tolkade assisterar assisterade informerar informerade introducerar introducerade granskar granskade
  förbereder förberedde sköter ansvarade analyserar`.split(/\s+/),
);

const ENGLISH_IRREGULAR_PAST = new Set('led built wrote drove ran grew sold taught won oversaw held gave undertook took made drew'.split(' '));

const SWEDISH_INFINITIVES = new Set(
  `leda ansvara utveckla bygga skapa införa förbättra samordna koordinera organisera stötta stödja underhålla automatisera skriva
  driva arbeta planera analysera optimera hantera genomföra utbilda handleda undervisa vårda administrera rekrytera sälja förhandla
  implementera designa testa ta hålla följa delta bidra säkerställa utreda dokumentera ge sköta leverera förvalta granska bemöta
  träffa hjälpa ha vara jobba`.split(/\s+/),
);

/** Whether the word is a verb's base form a sentence can go on from: "design" / "leda" (not "designed" / "ledde"). */
export function isBaseVerb(word: string, language: LetterLanguage): boolean {
  const lower = word.toLowerCase();
  if (language === 'sv') return SWEDISH_INFINITIVES.has(lower);
  return ENGLISH_VERBS.has(lower) && !lower.endsWith('ed') && !ENGLISH_IRREGULAR_PAST.has(lower);
}

/** Plural nouns by their ending: never a verb, whatever follows. */
const NOUN_PLURAL = /(?:tion|sion|ment|ance|ence|ity|ship|ness|ism|ology|ist)s$/;

/** Words after which a CV line's first word ending in -s is a verb ("Cares for…", "Takes part in…"), not a plural noun. */
const AFTER_A_VERB = new Set('for in on with the a an part up out over to all daily weekly new our their its his her every each both'.split(' '));

/**
 * "runs" → "run", "manages" → "manage", "teaches" → "teach", "carries" → "carry": a third-person
 * verb the lists know, or any -s word that the next word shows to be a verb ("cares for" → "care").
 */
function presentBase(word: string, next = ''): string | null {
  if (!/[^s]s$/.test(word) || word.length < 4) return null;
  const bases = [word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`];
  for (const base of bases) {
    if (ENGLISH_VERBS.has(base) && isBaseVerb(base, 'en')) return base;
  }
  if (!AFTER_A_VERB.has(next.toLowerCase())) return null;
  // A plural noun can stand before "in" too ("Rotations in treasury", "Improvements to the API").
  if (NOUN_PLURAL.test(word)) return null;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  return /ies$/.test(word) ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}

/** "Writes and edits the newsletter" → "…write and edit…": a verb joined by "and"/"or" takes the same form. */
function withBaseVerbsAfterAnd(rest: string): string {
  return rest.replace(/\b(and|or) (\p{L}+)(?=\s+(\S+))/gu, (whole, joiner: string, word: string, next: string) => {
    const base = presentBase(word.toLowerCase(), next);
    return base && ENGLISH_VERBS.has(base) ? `${joiner} ${base}` : whole;
  });
}

/** The -ing form of a base verb: "handle" → "handling", "process" → "processing" (a doubled consonant, "run" → "running", is not made). */
function gerund(base: string): string {
  return base.endsWith('e') && !base.endsWith('ee') ? `${base.slice(0, -1)}ing` : `${base}ing`;
}

/**
 * "I handle cash handling and reports" → "I handle cash and reports": a CV line that names its own
 * verb again as a noun after the object reads doubled once it is told in the first person.
 */
function withoutEchoedVerb(rest: string, base: string): string {
  // Only where the -ing word ends the object ("cash handling and…"), not where it starts a phrase of
  // its own ("engineers supporting production systems").
  const echoed = new RegExp(`^(\\s+\\p{L}[\\p{L}-]*) ${gerund(base)}(?=$|[,.;:]|\\s+(?:and|or|for|in|at|on|with|across)\\b)`, 'iu');
  return rest.replace(echoed, '$1');
}

function secondWord(line: string): string {
  return /^[\p{L}]+\s+([\p{L}]+)/u.exec(line.trim())?.[1] ?? '';
}

/** "Qualified accountant with six years…", "Trained nurse": a participle before a job's name describes the person, it is no action. */
function startsWithParticipleBeforeRole(line: string): boolean {
  const [first = '', second = ''] = line.trim().split(/\s+/);
  return /^\p{L}+ed$/iu.test(first) && hasRoleWord(second);
}

/** Whether a CV line starts like an action ("Led…", "I built…", "Jag ledde…"): the strongest kind of evidence. */
export function startsWithActionVerb(line: string): boolean {
  const first = /^[\p{L}]+/u.exec(line.trim())?.[0] ?? '';
  const lower = first.toLowerCase();
  // "Stock control …", "Lead designer …": a noun, whatever the first word could be.
  if (startsWithParticipleBeforeRole(line) || (isBaseVerb(lower, 'en') && opensWithNoun(line.trim()))) return false;
  return first === 'I' || first === 'Jag' || ENGLISH_VERBS.has(lower) || SWEDISH_VERBS.has(lower) || presentBase(lower, secondWord(line)) !== null;
}

function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Second words that make a verb-like first word a noun ("Stock control", "Lead generation", "Order picking"). */
const NOUN_AFTER =
  /^\S+\s+(?:control|management|generation|rotation|counts?|counting|taking|levels?|list|lists|book|sheets?|handling|processing|picking|entry|entries|planning)(?![\p{L}])/iu;

/** "Stock control and surgery set-up", "Check-ins and check-outs": a first word that could be a verb opens a noun. */
export function opensWithNoun(text: string): boolean {
  // "Lead designer on schemes of 600 homes": a rank before a job's name.
  const second = /^\S+\s+(\p{L}+)/u.exec(text)?.[1] ?? '';
  return /^[\p{L}]+-\p{L}/u.test(text) || NOUN_AFTER.test(text) || (hasRoleWord(second) && !/s$/i.test(second));
}

/**
 * A CV line rewritten as a sentence of the letter: "Led the migration to Kubernetes" → "I led the
 * migration to Kubernetes." Only when that is certain to be grammatical; otherwise null (the caller quotes it).
 */
export function asFirstPerson(line: string, language: LetterLanguage): string | null {
  const text = line.trim();
  const firstWord = /^[\p{L}]+/u.exec(text)?.[0] ?? '';
  const first = firstWord.toLowerCase();
  if (language === 'en') {
    if (startsWithParticipleBeforeRole(text)) return null;
    if (/^I\s/.test(text) || /^My\s/.test(text)) return endSentence(text);
    // A CV's present tense for the current job ("Runs full-cycle sales", "Manages the pipeline") → "I run…", "I manage…".
    const base = presentBase(first, secondWord(text));
    if (base) return endSentence(`I ${base}${withBaseVerbsAfterAnd(withoutEchoedVerb(text.slice(firstWord.length), base))}`);
    // "Mentor to five engineers", "Lead for the payments team": a base form before a preposition is a noun.
    const nounUse = isBaseVerb(first, 'en') && (/^\S+\s+(?:to|for|of|on|in|at|with)\s/i.test(text) || opensWithNoun(text));
    if (ENGLISH_VERBS.has(first) && !nounUse) return endSentence(`I ${lowerFirst(firstWord)}${withoutEchoedVerb(text.slice(firstWord.length), first)}`);
    if (/^responsible\s+for\s/i.test(text)) return endSentence(`I have been ${lowerFirst(text)}`);
    if (/^experience\s+(?:with|in|of)\s/i.test(text)) return endSentence(`I have ${lowerFirst(text)}`);
    return null;
  }
  if (/^Jag\s/.test(text)) return endSentence(text);
  if (SWEDISH_VERBS.has(first)) return endSentence(`Jag ${lowerFirst(text)}`);
  if (/^ansvarig\s+för\s/i.test(text)) return endSentence(`Jag har varit ${lowerFirst(text)}`);
  if (/^erfarenhet\s+(?:av|inom)\s/i.test(text)) return endSentence(`Jag har ${lowerFirst(text)}`);
  return null;
}
