import { ENGLISH_CV, ENGLISH_POSTING, JANE_DOE_PDF_TEXT, SWEDISH_CV, SWEDISH_POSTING } from '../../../../test/generation/fixtures';
import { groundResult } from '../../grounding';
import type { LetterRequest } from '../../letter-writer';
import { LocalLetterWriter } from './local-writer';
import { MAX_LETTER_WORDS, MIN_LETTER_WORDS } from './letter-composer';
import { wordCount } from './text';

const writer = new LocalLetterWriter();
const request = (cvText: string, jobDescription: string, linkedinContent: string | null = null): LetterRequest => ({
  cvText,
  jobDescription,
  linkedinContent,
  jobUrl: null,
});

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The CV as a PDF's text layer gives it: every line longer than `width` wrapped, the rest of it on lines of its own. */
function wrapped(text: string, width: number): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const out: string[] = [];
      let rest = line;
      while (rest.length > width && rest.lastIndexOf(' ', width) > 0) {
        const cut = rest.lastIndexOf(' ', width);
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut + 1);
      }
      return [...out, rest];
    })
    .join('\n');
}

/**
 * Every CV sentence the letter uses as an example is a whole sentence of the CV: it occurs in the
 * CV (whitespace aside), starts with a capital, ends with a full stop, and the CV does not go on
 * with its sentence after it.
 */
function expectWholeSentences(cvText: string, jobText: string, language: 'en' | 'sv') {
  const { plan } = writer.plan(request(cvText, jobText));
  const letter = writer.writeNow(request(cvText, jobText)).coverLetter;
  // An example after a lead-in ("Jag vill också nämna att jag …") starts in lower case.
  const inLetter = (sentence: string) => letter.includes(sentence) || letter.includes(sentence.charAt(0).toLowerCase() + sentence.slice(1));
  const used = plan.evidence.filter((line) => inLetter(line.firstPerson ?? line.text));
  expect(used.length).toBeGreaterThanOrEqual(3);
  const cv = normalised(cvText);
  for (const { text, firstPerson } of used) {
    expect(cv).toContain(text);
    expect(text).toMatch(/^\p{Lu}.*[.!?]$/u);
    expect(cv.slice(cv.indexOf(text) + text.length)).toMatch(/^(?:$|\s+[\p{Lu}•-])/u);
    expect(firstPerson).toMatch(language === 'en' ? /^I .*\.$/ : /^Jag .*\.$/);
  }
  return { letter, used };
}

describe('LocalLetterWriter', () => {
  const english = writer.writeNow(request(ENGLISH_CV, ENGLISH_POSTING));
  const swedish = writer.writeNow(request(SWEDISH_CV, SWEDISH_POSTING));

  it('names a licence as the posting spells it (the lexicon spells it "license")', () => {
    const cv =
      'Mark Jennings\nProfile\nSite manager with 12 years in construction.\nExperience\nSite Manager | Oakfield Homes\n2019 – present\nLicences\nFull UK driving licence';
    const british = 'Site Manager\nAshdown Homes\nYou will need\n• A full UK driving licence\n• Construction experience';
    expect(writer.writeNow(request(cv, british)).coverLetter).toMatch(/driving licence/);
    expect(writer.writeNow(request(cv, british)).coverLetter).not.toMatch(/license/);
    expect(writer.writeNow(request(cv, british.replace('licence', 'license'))).coverLetter).toMatch(/driving license/);
  });

  it('leaves out of a Swedish letter a practice the lexicon names only in English', () => {
    const cv =
      'Sara Lind\nProfil\nSystemutvecklare med fem års erfarenhet.\nErfarenhet\nSystemutvecklare | Kodverket AB\n2020 – nu\n- Utvecklar tjänster i Java med unit testing och test-driven development';
    const posting = 'Systemutvecklare\nHamndata AB\nVi söker dig som\n• har erfarenhet av Java, unit testing och test-driven development';
    const letter = writer.writeNow(request(cv, posting)).coverLetter;
    // The CV's own sentence may say it; the letter's list of what the posting asks for does not.
    expect(letter).toMatch(/Ni efterfrågar Java, och/);
  });

  it('gives the same letter for the same inputs', async () => {
    expect(await writer.write(request(ENGLISH_CV, ENGLISH_POSTING))).toEqual(english);
  });

  it('addresses the company and the role, signed with the candidate name', () => {
    expect(english.coverLetter).toMatch(/^Dear (Acme Cloud hiring team|Hiring Manager at Acme Cloud|Acme Cloud recruitment team),/);
    expect(english.coverLetter).toContain('the Senior Backend Engineer position at Acme Cloud');
    expect(english.coverLetter).toContain('I currently work as a Senior Backend Developer at Nordic Payments AB.');
    expect(english.coverLetter).toContain('Before that, I worked as a Backend Developer at Webshop Sweden AB.');
    expect(english.coverLetter).toMatch(/Kind regards,\nJane Doe$/);
    expect(english).toMatchObject({ companyName: 'Acme Cloud', jobTitle: 'Senior Backend Engineer', language: 'en' });
  });

  it("uses the CV's own sentences as evidence", () => {
    expect(english.coverLetter).toContain('For example, I built REST APIs in TypeScript and Node.js serving 3 million requests per day.');
  });

  it('writes 250 to 400 words without placeholders for a full CV', () => {
    for (const letter of [english, writer.writeNow(request(JANE_DOE_PDF_TEXT, ENGLISH_POSTING))]) {
      expect(wordCount(letter.coverLetter)).toBeGreaterThanOrEqual(MIN_LETTER_WORDS);
      expect(wordCount(letter.coverLetter)).toBeLessThanOrEqual(MAX_LETTER_WORDS);
      expect(letter.coverLetter).not.toMatch(/[[\]{}<>]|undefined|null/);
    }
  });

  it('uses every CV example and posting sentence it has before it writes fewer than 250 words', () => {
    const shorterCv = SWEDISH_CV.replace(/Utbildning[\s\S]*$/, '');
    const { plan } = writer.plan(request(shorterCv, SWEDISH_POSTING));
    const letter = writer.writeNow(request(shorterCv, SWEDISH_POSTING)).coverLetter;
    expect(wordCount(letter)).toBeLessThan(MIN_LETTER_WORDS);
    expect(plan.evidence.length).toBeGreaterThan(3);
    for (const line of plan.evidence) expect(letter).toContain(line.firstPerson!.replace(/^Jag /, ''));
    for (const clause of [...plan.employerClauses, ...plan.duties]) expect(letter).toContain(clause);
    expect(letter).not.toMatch(/[[\]{}<>]|undefined|null/);
  });

  it("quotes whole sentences of a PDF's wrapped text, never a line's fragment", () => {
    const { letter } = expectWholeSentences(JANE_DOE_PDF_TEXT, ENGLISH_POSTING, 'en');
    expect(letter).toContain(
      'I led the migration of the order platform to TypeScript and Node.js services on Kubernetes, cutting deployment time from hours to minutes.',
    );
    expect(letter).not.toMatch(/cutting\.|into\./);
  });

  it('reads a wrapped Swedish CV as it reads the unwrapped one', () => {
    const narrow = wrapped(SWEDISH_CV, 40);
    expect(narrow.split('\n').length).toBeGreaterThan(SWEDISH_CV.split('\n').length + 3);
    expectWholeSentences(narrow, SWEDISH_POSTING, 'sv');
    expect(writer.plan(request(narrow, SWEDISH_POSTING)).plan.evidence).toEqual(writer.plan(request(SWEDISH_CV, SWEDISH_POSTING)).plan.evidence);
  });

  it("pads with nothing generic: every paragraph comes from the CV, the posting or the letter's frame", () => {
    for (const letter of [english, swedish]) {
      expect(letter.coverLetter).not.toMatch(/I care about doing thorough work|Jag lägger stor vikt vid noggrannhet|Beyond that|Utöver det/);
    }
    expect(english.coverLetter).toContain('I read with interest that Acme Cloud builds tools that help online stores grow.');
    expect(english.coverLetter).toContain('I would be keen to design and build services in TypeScript on AWS and to work closely with product and design.');
    expect(english.coverLetter).toContain('I am a backend developer with a focus on TypeScript, Node.js and PostgreSQL.');
    expect(swedish.coverLetter).toContain('Det var intressant att läsa att Region Exempel driver sjukhus och vårdcentraler i hela länet.');
  });

  it('names no skill twice, and speaks of languages and soft skills as such', () => {
    const posting = [
      'Backend Developer at Foo AB',
      'Requirements',
      '- Node.js and TypeScript',
      'About the role',
      'You will work with Docker, Git, mentoring, communication and teamwork, in English and Swedish.',
    ].join('\n');
    const letter = writer.writeNow(request(`${ENGLISH_CV}\nGood communication and teamwork.`, posting)).coverLetter;
    expect(letter).toContain('I have also worked with Docker and Git.');
    expect(letter).toContain('I speak Swedish, which the posting mentions.');
    expect(letter).not.toMatch(/worked with[^.]*(?:mentoring|communication|teamwork|English)/);
    const also = /(?:I have also worked with|My experience also includes) ([^.]+)\./g;
    for (const match of letter.matchAll(also)) {
      const before = letter.slice(0, match.index);
      for (const name of match[1].split(/, | and /)) expect(before).not.toMatch(new RegExp(`\\b${name.replace(/[.+]/g, '\\$&')}\\b`));
    }
  });
  it('invents no numbers: every number in the letter is in the CV or the posting', () => {
    for (const [letter, sources] of [
      [english, ENGLISH_CV + ENGLISH_POSTING],
      [swedish, SWEDISH_CV + SWEDISH_POSTING],
    ] as const) {
      for (const [number] of letter.coverLetter.matchAll(/\d+/g)) expect(sources).toContain(number);
    }
  });

  it('scores and lists the skills, required ones first, all grounded', () => {
    expect(english.matchingSkills.slice(0, 6)).toEqual(['Backend development', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes']);
    expect(english.missingSkills).toEqual(['Kafka', 'Terraform']);
    expect(english.compatibilityScore).toBe(8.2);
    const grounded = groundResult(english, { jobText: ENGLISH_POSTING, candidateText: ENGLISH_CV });
    expect(grounded.matchingSkills).toEqual(english.matchingSkills);
    expect(grounded.missingSkills).toEqual(english.missingSkills);
  });

  it('answers a Swedish posting in Swedish', () => {
    expect(swedish.language).toBe('sv');
    expect(swedish.coverLetter).toMatch(/^((Till rekryteringsansvarig|Till rekryteringsgruppen|Hej rekryteringsgruppen) på Region Exempel,|Hej!)\n/);
    expect(swedish.coverLetter).toContain('tjänsten som sjuksköterska till akutmottagningen hos Region Exempel');
    expect(swedish.coverLetter).toMatch(/Med vänliga hälsningar,\nAnna Svensson$/);
    expect(swedish.matchingSkills).toEqual(expect.arrayContaining(['Omvårdnad', 'Akutsjukvård', 'Triage', 'TakeCare', 'Svenska']));
  });

  it('answers a Swedish posting in Swedish even for an English CV, quoting the CV', () => {
    const letter = writer.writeNow(request(ENGLISH_CV, SWEDISH_POSTING));
    expect(letter.language).toBe('sv');
    expect(letter.coverLetter).toContain('Med vänliga hälsningar');
  });

  it("counts LinkedIn text as the candidate's", () => {
    const withLinkedin = writer.writeNow(request(ENGLISH_CV, ENGLISH_POSTING, 'Built event pipelines with Kafka for a logistics company.'));
    expect(withLinkedin.matchingSkills).toContain('Kafka');
    expect(withLinkedin.compatibilityScore).toBeGreaterThan(english.compatibilityScore);
  });

  it('writes a shorter letter for a thin CV rather than filling it, around an unknown company, title and name', () => {
    const letter = writer.writeNow(request('Skills: Java, SQL, Docker', 'We need someone who knows Java and SQL. Kubernetes is a plus.'));
    expect(letter.coverLetter).toMatch(/^Dear Hiring Manager,/);
    expect(letter.coverLetter).toMatch(/Kind regards$/);
    expect(letter.coverLetter).not.toMatch(/[[\]{}<>]|undefined|null|Your Name/);
    expect(wordCount(letter.coverLetter)).toBeLessThan(MIN_LETTER_WORDS);
    expect(letter.coverLetter).toContain('Your posting asks for Java and SQL');
    expect(letter).toMatchObject({ companyName: null, jobTitle: null, matchingSkills: ['Java', 'SQL'], missingSkills: ['Kubernetes'] });
  });

  it('signs with the name the e-mail address spells when the CV does not write it out, else leaves the signature to the candidate', () => {
    expect(writer.writeNow(request(JANE_DOE_PDF_TEXT, ENGLISH_POSTING)).coverLetter).toMatch(/Kind regards,\nJane Doe$/);
    const unsigned = writer.writeNow(request(JANE_DOE_PDF_TEXT.replace('jane.doe@', 'hello@'), ENGLISH_POSTING)).coverLetter;
    expect(unsigned).toMatch(/\n\nKind regards$/);
    expect(unsigned).not.toMatch(/hello|\[|Your Name/i);
  });
});
