import type { PostingSection } from '@coverletter/contracts';
import { readPostingSections } from './posting-sections';
import { SWEDISH_POSTING } from './test-postings';

function sectionOf(text: string, line: string, company?: string): PostingSection | undefined {
  return readPostingSections(text, { company }).find((l) => l.text === line)?.section;
}

describe('readPostingSections', () => {
  const english = [
    'About us',
    'We build payment tools with Python.',
    'Responsibilities',
    '- Build APIs in Go',
    'Requirements:',
    '- 3+ years with Java',
    'Must have: SQL',
    'Nice to have',
    '- Experience with Kafka',
    'Docker is a plus',
    'We offer',
    'Great colleagues',
    'How to apply',
    'Send your CV to jobs@example.com.',
  ].join('\n');

  it.each([
    ['We build payment tools with Python.', 'about'],
    ['Build APIs in Go', 'duties'],
    ['3+ years with Java', 'required'],
    ['SQL', 'required'],
    ['Experience with Kafka', 'niceToHave'],
    ['Docker is a plus', 'niceToHave'],
    ['Great colleagues', 'offer'],
    ['Send your CV to jobs@example.com.', 'offer'],
  ])('English: %p is %s', (line, section) => {
    expect(sectionOf(english, line)).toBe(section);
  });

  it('reads the UK public sector\'s "Essential" / "Desirable" and "You will need" as requirement headings', () => {
    const nhs = ['Key responsibilities', '- Plan person-centred care', 'Essential', '- NMC registration', 'Desirable', '- Dementia care training'].join('\n');
    expect(sectionOf(nhs, 'NMC registration')).toBe('required');
    expect(sectionOf(nhs, 'Dementia care training')).toBe('niceToHave');
    const builder = ['Key responsibilities', '• Run the site', 'You will need', '• SMSTS and a CSCS Black Card'].join('\n');
    expect(sectionOf(builder, 'SMSTS and a CSCS Black Card')).toBe('required');
    // As the start of a sentence they open nothing.
    const offer = ['Benefits', 'You will have 25 days holiday', 'Free parking'].join('\n');
    expect(sectionOf(offer, 'Free parking')).toBe('offer');
  });

  it('leaves headings out of the lines', () => {
    expect(readPostingSections(english).map((l) => l.text)).not.toContain('Requirements');
  });

  const swedish = [
    'Om tjänsten',
    'Du kommer att arbeta med kundservice.',
    'Vi söker dig som',
    '- har erfarenhet av redovisning',
    'Krav: B-körkort',
    'Meriterande',
    '- kunskaper i Excel',
    'Det är meriterande om du har arbetat med Visma.',
    'Du har god förmåga att planera.',
    'Om Fjärdhamn',
    'Fjärdhamn är ett familjeägt rederi.',
    'Lön',
    'Individuell lönesättning.',
  ].join('\n');

  it.each([
    ['Du kommer att arbeta med kundservice.', 'duties'],
    ['har erfarenhet av redovisning', 'required'],
    ['B-körkort', 'required'],
    ['kunskaper i Excel', 'niceToHave'],
    ['Det är meriterande om du har arbetat med Visma.', 'niceToHave'],
    ['Fjärdhamn är ett familjeägt rederi.', 'about'],
    ['Individuell lönesättning.', 'offer'],
  ])('Swedish: %p is %s', (line, section) => {
    expect(sectionOf(swedish, line)).toBe(section);
  });

  it('the shared Swedish posting: blurb, duties, requirements, nice-to-haves and offer', () => {
    const sections = new Map(readPostingSections(SWEDISH_POSTING).map((l) => [l.text, l.section]));
    expect(sections.get('Region Exempel driver sjukhus och vårdcentraler i hela länet.')).toBe('about');
    expect(sections.get('har erfarenhet av akutsjukvård')).toBe('required');
    expect(sections.get('specialistutbildning inom intensivvård')).toBe('niceToHave');
    expect(sections.get('Kollektivavtal, friskvårdsbidrag och möjlighet till kompetensutveckling.')).toBe('offer');
    expect([...sections.values()]).toContain('duties');
  });

  it('an unheaded paragraph about the employer is the blurb ("B Corp-certified"), the job paragraph after it is not', () => {
    const text =
      'We are a B Corp-certified food company. Our bakeries serve teaching hospitals and schools.\n\nYou will plan our social media campaigns.\nYou have experience with Meta Ads.';
    expect(sectionOf(text, 'We are a B Corp-certified food company.')).toBe('about');
    expect(sectionOf(text, 'Our bakeries serve teaching hospitals and schools.')).toBe('about');
    expect(sectionOf(text, 'You will plan our social media campaigns.')).toBe('duties');
    expect(sectionOf(text, 'You have experience with Meta Ads.')).toBe('required');
  });

  it('a paragraph opening with the company name is the blurb when the company is known', () => {
    const text = 'Northside Care runs three care homes in Leeds.\n\nWe are looking for a night nurse.';
    expect(sectionOf(text, 'Northside Care runs three care homes in Leeds.', 'Northside Care')).toBe('about');
    expect(sectionOf(text, 'Northside Care runs three care homes in Leeds.')).toBe('other');
    expect(
      sectionOf(
        'Northside Care is a family-owned care provider in Leeds.\n\nWe are looking for a night nurse.',
        'Northside Care is a family-owned care provider in Leeds.',
        'Northside Care',
      ),
    ).toBe('about');
    expect(sectionOf(text, 'We are looking for a night nurse.', 'Northside Care')).toBe('other');
  });

  it('a header field with its value ("Location: Kiruna, SE") opens no section for the lines after it', () => {
    const text =
      'Title: Industrielektriker\nCompany: Malmfältens Processteknik AB\nLocation: Kiruna, SE\n\nMalmfältens Processteknik AB servar gruvindustrin med el.\n\nKvalifikationer\n• B-körkort';
    expect(sectionOf(text, 'Malmfältens Processteknik AB servar gruvindustrin med el.')).not.toBe('offer');
    expect(sectionOf(text, 'B-körkort')).toBe('required');
    expect(sectionOf('Salary: £30,000.\nBenefits\n- A pension', 'A pension')).toBe('offer');
  });

  it('an unheaded paragraph where a name says what it is ("St Aldhelm\'s is a major teaching hospital") is the blurb; "The role is a…" is not', () => {
    const text = "Location: Leeds, GB\n\nSt Aldhelm's is a major teaching hospital with a record in research.\n\nMain duties\nDeliver nursing care.";
    expect(sectionOf(text, "St Aldhelm's is a major teaching hospital with a record in research.")).toBe('about');
    expect(sectionOf('The role is a mix of research and teaching.\n\nRequirements\n- Python', 'The role is a mix of research and teaching.')).toBe('other');
  });

  it('"About <Company>" opens the blurb', () => {
    expect(
      sectionOf('About Kvarn Analytics\nWe predict harvests from satellite data.\n\nRequirements\n- Python', 'We predict harvests from satellite data.'),
    ).toBe('about');
  });

  it('a sentence to the applicant under a company heading is about the job', () => {
    expect(sectionOf('Om oss\nVi är ett litet bolag.\n\nDu har erfarenhet av SQL.', 'Du har erfarenhet av SQL.')).toBe('required');
    expect(sectionOf('Om oss\nVi är ett litet bolag.\n\nDu har erfarenhet av SQL.', 'Vi är ett litet bolag.')).toBe('about');
  });

  it('a requirement phrase outside any section is required', () => {
    expect(sectionOf('Hello\nYou have solid experience with SQL.', 'You have solid experience with SQL.')).toBe('required');
  });

  it.each([['Minimum requirements'], ["What you'll need"], ['Vad vi söker']])('%p opens the requirements', (heading) => {
    expect(sectionOf(`${heading}\n- Five years of Java`, 'Five years of Java')).toBe('required');
  });

  it('a sentence is not cut after "St." or "t.ex."', () => {
    expect(readPostingSections("You will work at St. Olaf's Hospital. Du använder t.ex. Excel.").map((l) => l.text)).toEqual([
      "You will work at St. Olaf's Hospital.",
      'Du använder t.ex. Excel.',
    ]);
  });

  it('skips the lines it is told are the header', () => {
    expect(readPostingSections('Title: Nurse\nCompany: Northside\n\nYou care for patients.', { skip: [0, 1] }).map((l) => l.text)).toEqual([
      'You care for patients.',
    ]);
  });
});
