import { JANE_DOE_PDF_TEXT } from '../../../../test/generation/fixtures';
import { endsDangling, readTextUnits } from './text-units';

const complete = (text: string) =>
  readTextUnits(text)
    .filter((u) => u.complete)
    .map((u) => u.text);
const fragments = (text: string) =>
  readTextUnits(text)
    .filter((u) => !u.complete)
    .map((u) => u.text);

describe('readTextUnits', () => {
  it('joins the lines a PDF wrapped and keeps bullet items whole', () => {
    const units = complete(JANE_DOE_PDF_TEXT);
    expect(units).toEqual(
      expect.arrayContaining([
        'Backend engineer with eight years of experience building web services in TypeScript and Node.js, with PostgreSQL, Docker and Kubernetes in production.',
        'I enjoy mentoring and turning vague problems into reliable systems.',
        'Led the migration of the order platform to TypeScript and Node.js services on Kubernetes, cutting deployment time from hours to minutes.',
        'Designed PostgreSQL schemas and query tuning that halved p99 latency for the tracking API.',
      ]),
    );
    expect(units.filter((u) => /cutting$|cutting\.$|into\.$/.test(u))).toEqual([]);
    // Headings stay apart from the text under them.
    expect(units).toContain('Summary');
    expect(units).toContain('Senior Software Engineer, Northwind Logistics (2021 – present)');
  });

  it('joins a Swedish bullet item wrapped before a lower-case word, and a list wrapped after a comma', () => {
    const text = [
      'Arbetslivserfarenhet',
      '- Ansvarade för triage och omvårdnad av upp till',
      '30 patienter per pass.',
      '- Handledde studenter',
      'Språk: svenska, engelska,',
      'tyska',
    ].join('\n');
    expect(complete(text)).toEqual(['Arbetslivserfarenhet', 'Ansvarade för triage och omvårdnad av upp till 30 patienter per pass.', 'Handledde studenter']);
    // A paragraph of several lines that does not end like a sentence is no unit to quote.
    expect(fragments(text)).toEqual(['Språk: svenska, engelska, tyska']);
  });

  it('takes an upper-case line as the rest of a line that filled the width, but not a heading', () => {
    const text = [
      '- Arbetade med äldreomsorg och dokumentation i journalsystemet',
      'TakeCare och Cosmic.',
      '- Ledde införandet av ett nytt arbetssätt för läkemedelshanteringen',
      'Undersköterska, Hemtjänsten Solna (2015 – 2019)',
    ].join('\n');
    expect(complete(text)).toEqual([
      'Arbetade med äldreomsorg och dokumentation i journalsystemet TakeCare och Cosmic.',
      'Ledde införandet av ett nytt arbetssätt för läkemedelshanteringen',
      'Undersköterska, Hemtjänsten Solna (2015 – 2019)',
    ]);
  });

  it('marks what is left mid-sentence as a fragment', () => {
    expect(fragments('Summary\nI turn vague problems into\n\nExperience')).toEqual(['I turn vague problems into']);
    expect(fragments('Built the billing service and, in the end,')).toEqual(['Built the billing service and, in the end,']);
    expect(fragments('Backend developer.\nbuilt things')).toEqual(['built things']);
  });

  it.each([
    ['cutting deployment time from hours to', true],
    ['arbetade med', true],
    ['TypeScript, Node.js,', true],
    ['for the tracking API', false],
    ['Kubernetes', false],
  ])('%p dangles: %p', (text, dangles) => {
    expect(endsDangling(text)).toBe(dangles);
  });

  it('joins a bullet and its wrapped line that starts with a number, and keeps a year line apart', () => {
    const text =
      '• Designed the settlement service in TypeScript that moves\n4M transactions a month\n• Moved 30 services to Kubernetes\n2018 – 2021 Backend Developer';
    const units = readTextUnits(text).map((u) => u.text);
    expect(units).toContain('Designed the settlement service in TypeScript that moves 4M transactions a month');
    expect(units).toContain('2018 – 2021 Backend Developer');
  });

  it('ends an item at its short last line: the next capitalised line is a new item, not a wrap (a two-column PDF)', () => {
    const text = [
      'Volunteer Tutor',
      'Teaches Scratch and Python to children aged 9 to 13 every',
      'week',
      'Wrote a ten-week lesson plan used by three clubs',
    ].join('\n');
    const units = readTextUnits(text).map((u) => u.text);
    expect(units).toContain('Wrote a ten-week lesson plan used by three clubs');
    expect(units).toContain('Teaches Scratch and Python to children aged 9 to 13 every week');
  });
});
