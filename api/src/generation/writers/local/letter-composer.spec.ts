import { composeLetter, wordingPick, MAX_LETTER_WORDS, MIN_LETTER_WORDS, type LetterPlan } from './letter-composer';
import { wordCount } from './text';

const example = (n: number) => {
  const text = `Led project ${n} ${'with careful planning and steady delivery for the whole organisation '.repeat(5).trim()}.`;
  return { text, firstPerson: `I ${text[0].toLowerCase()}${text.slice(1)}` };
};

const plan = (evidence: number, employerClauses: string[] = []): LetterPlan => ({
  language: 'en',
  company: 'Foo AB',
  title: 'Project Manager',
  name: 'Ada Lind',
  role: { title: 'Project Manager', employer: 'Bar AB', current: true },
  previousRole: null,
  summary: null,
  education: null,
  strongMatch: true,
  lowMatch: false,
  seed: 0,
  variant: 0,
  workItems: [],
  headline: { skills: [], required: true },
  niceSkills: [],
  credentials: [],
  otherSkills: [],
  gaps: [],
  evidence: Array.from({ length: evidence }, (_, i) => example(i + 1)),
  employerClauses,
  duties: [],
});

describe('composeLetter', () => {
  it('uses three examples when they make 250 words, and more only while the letter is shorter', () => {
    const letter = composeLetter(plan(5, ['Foo AB builds bridges', 'you care for the people who use them']));
    expect(wordCount(letter)).toBeGreaterThanOrEqual(MIN_LETTER_WORDS);
    expect(letter).toContain('I led project 3');
    expect(letter).not.toContain('I led project 5');
  });

  it('drops examples while the letter is longer than 400 words', () => {
    const long = plan(5);
    long.evidence = long.evidence.map((e) => ({ ...e, firstPerson: `${e.firstPerson} ${'And it went well for everyone involved in it. '.repeat(8)}`.trim() }));
    const letter = composeLetter(long);
    expect(wordCount(letter)).toBeLessThanOrEqual(MAX_LETTER_WORDS);
    expect(letter).toContain('I led project 1');
    expect(letter).not.toContain('I led project 3');
  });

  it('writes a short letter rather than padding when there is little to say', () => {
    const letter = composeLetter(plan(1));
    expect(wordCount(letter)).toBeLessThan(MIN_LETTER_WORDS);
    // Greeting, introduction, the one example, motivation, closing, sign-off: nothing added to reach 250.
    expect(letter.split('\n\n')).toHaveLength(6);
  });

  it('chooses each phrase’s wording independently, and a rewrite moves every phrase on by one', () => {
    const seeds = Array.from({ length: 400 }, (_, i) => (i * 2654435761) >>> 0);
    const same = seeds.filter((seed) => wordingPick(seed, 0, 0) % 4 === wordingPick(seed, 3, 0) % 4).length;
    // Independent choices among four wordings agree about a quarter of the time; one seed for all agreed always.
    expect(same / seeds.length).toBeGreaterThan(0.15);
    expect(same / seeds.length).toBeLessThan(0.35);
    for (const phrase of [0, 1, 2, 3, 4]) expect(wordingPick(seeds[7], phrase, 1)).toBe(wordingPick(seeds[7], phrase, 0) + 1);
  });

  it('tells of a second job held at the same time as one alongside, not before', () => {
    const letter = composeLetter({ ...plan(1), previousRole: { title: 'Tutor', employer: 'Baz AB', current: true } });
    expect(letter).toContain('Alongside that, I also work as a Tutor at Baz AB.');
    const overlapping = composeLetter({ ...plan(1), previousRole: { title: 'Tutor', employer: 'Baz AB', current: false, overlapping: true } });
    expect(overlapping).toContain('I have also worked as a Tutor at Baz AB.');
    expect(overlapping).not.toContain('Before that');
  });

  it('ends a sentence after "Co." with one full stop, and gives a name in -s its possessive', () => {
    const letter = composeLetter({ ...plan(1), company: 'Greenloop Outdoor Co.', title: 'Buyer' });
    expect(letter).toContain('at Greenloop Outdoor Co. ');
    expect(letter).not.toContain('Co..');
    const weak = [0, 1, 2, 3, 4, 5].map((variant) => composeLetter({ ...plan(1), company: 'Tidewater Payments', strongMatch: false, variant })).join('\n');
    expect(weak).toContain("fit Tidewater Payments' needs best");
    expect(weak).not.toContain("Payments's");
  });

  it('puts one sentence of extras at the end of the examples, not in a paragraph of its own', () => {
    const letter = composeLetter({ ...plan(2), credentials: ['driving licence'] });
    const paragraph = letter.split('\n\n').find((p) => p.includes('I have the driving licence your posting asks for.'))!;
    expect(paragraph).toContain('I led project 1');
  });

  it('names a practice the letter opened with before a tool in its closing words, and no skill it only mentions in passing', () => {
    const skill = (name: string, kind: 'tool' | 'practice') => ({ skill: { name } as never, name, kind });
    const letter = composeLetter({
      ...plan(2),
      seed: 1,
      headline: { skills: [skill('Microsoft Excel', 'tool'), skill('payroll', 'practice')], required: true },
      otherSkills: [skill('insurance', 'practice')],
    });
    const closing = letter.split('\n\n').slice(-3).join(' ');
    expect(closing).toContain('payroll');
    expect(closing).not.toMatch(/Microsoft Excel|insurance/);
    const toolsOnly = composeLetter({
      ...plan(2),
      seed: 1,
      headline: { skills: [skill('Java', 'tool')], required: true },
      otherSkills: [skill('insurance', 'practice')],
    });
    expect(toolsOnly.split('\n\n').slice(-3).join(' ')).not.toContain('insurance');
  });

  it('says a licence is held, not practised', () => {
    const letter = composeLetter({ ...plan(1), credentials: ['driving license'] });
    expect(letter).toContain('I have the driving license your posting asks for.');
    expect(letter).not.toMatch(/experience (?:of|with) driving license/);
  });

  it('tells the duty the candidate would take on first, with the skill they show for it, when the letter has room, never for a CV far from the posting', () => {
    const withDuty = {
      ...plan(1),
      duties: ['own the month-end close', 'prepare VAT returns'],
      firstDuty: { duty: 'own the month-end close', skill: 'month-end closing' },
    };
    const letter = composeLetter(withDuty);
    expect(letter).toMatch(/(?:In this role, I would be glad to|I would look forward to the chance to|I would be keen to) prepare VAT returns\./);
    expect(letter).toContain(
      'The first thing I would take on is to own the month-end close, where I can put my experience of month-end closing to use straight away.',
    );
    expect(composeLetter({ ...withDuty, lowMatch: true })).not.toContain('The first thing I would take on');
    expect(composeLetter({ ...withDuty, length: 'short' })).not.toContain('The first thing I would take on');
  });

  it('does not read back a duty whose skills the letter has already shown', () => {
    const vat = { text: 'Prepared quarterly VAT returns for 40 clients.', firstPerson: 'I prepared quarterly VAT returns for 40 clients.' };
    const letter = composeLetter({ ...plan(0), evidence: [vat], duties: ['prepare VAT returns', 'visit each of our six hotels every month'] });
    expect(letter).toContain('I prepared quarterly VAT returns for 40 clients.');
    expect(letter).not.toContain('prepare VAT returns');
    expect(letter).toMatch(/(?:glad to|chance to|keen to) visit each of our six hotels every month\./);
  });

  it('tells accomplishments that show none of the posting’s skills with a lead-in for every other one, never as examples of the headline', () => {
    const letter = composeLetter({
      ...plan(3),
      headline: { skills: [{ skill: { name: 'Budgeting' } as never, name: 'budgeting', kind: 'practice' }], required: true },
    });
    expect(letter).toContain('I would also mention that I led project 1');
    expect(letter).toMatch(/organisation\. I led project 2/);
    expect(letter).toContain('Beyond that, I led project 3');
    expect(letter).not.toContain('For example');
  });

  it('opens an accomplishment told after a quoted CV line with a lead-in again', () => {
    const quoted = { text: 'Budget owner for the 2024 office move.', firstPerson: null };
    const letter = composeLetter({
      ...plan(0),
      evidence: [quoted, example(1), example(2)],
      headline: { skills: [{ skill: { name: 'Budgeting' } as never, name: 'budgeting', kind: 'practice' }], required: true },
    });
    expect(letter).toContain('My CV also notes: “Budget owner for the 2024 office move.” I would also mention that I led project 1');
    expect(letter).toMatch(/organisation\. I led project 2/);
  });
});
