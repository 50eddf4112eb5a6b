import { letterheadOf, readLetterhead } from './letterhead';

test('reads the name, e-mail and phone from the header of a CV', () => {
  const cv = [
    'Åsa Öberg',
    'Frontend Developer',
    'asa.oberg@example.com | +46 70 123 45 67 | Göteborg',
    '',
    'Experience',
    'Developer at Example AB 2019 - 2024',
  ].join('\n');
  expect(readLetterhead(cv, 'sv')).toEqual({ name: 'Åsa Öberg', email: 'asa.oberg@example.com', phone: '+46 70 123 45 67', language: 'sv' });
});

test('reads labelled contact lines, and no referee’s details after the references heading', () => {
  const cv = [
    'JANE DOE',
    'Summary',
    'Nurse with ten years on a surgical ward.',
    'Contact',
    'Phone: (555) 010-2030',
    'E-mail: jane.doe@example.org',
    'References',
    'John Smith, john.smith@example.com, +1 555 010 9999',
  ].join('\n');
  expect(readLetterhead(cv, 'en')).toEqual({ name: 'Jane Doe', email: 'jane.doe@example.org', phone: '(555) 010-2030', language: 'en' });
});

test('takes no year range or date for a phone number, and says null where nothing is found', () => {
  const cv = ['Curriculum Vitae', 'Developer 2019 - 2021', 'Started 2021-03-01', 'Skills: TypeScript'].join('\n');
  expect(readLetterhead(cv, 'en')).toEqual({ name: null, email: null, phone: null, language: 'en' });
});

test('a date in brackets or a month range is no phone number; an area code in brackets still is', () => {
  for (const line of [
    'Stockholm University (2015 - 2019)',
    'Developer (2019-2021)',
    'Utvecklare, Acme AB 01.2019 - 12.2021',
    'Utvecklare (01.2019 - 12.2021)',
    'Analyst 2019-01 – 2021-12',
  ]) {
    expect(readLetterhead(['Curriculum Vitae', line, 'Skills: Excel'].join('\n'), 'en').phone).toBeNull();
  }
  expect(readLetterhead(['Jane Doe', '(08) 123 456 78'].join('\n'), 'sv').phone).toBe('(08) 123 456 78');
});

test('no referee’s details under a Swedish heading either', () => {
  for (const heading of ['Referenspersoner', 'Referens:', 'Kontaktpersoner']) {
    const cv = ['Curriculum Vitae', 'Sjuksköterska sedan 2015', heading, 'Karl Ek, Firma AB', 'E-post: karl@example.se', 'Telefon: 070-123 45 67'].join('\n');
    expect(readLetterhead(cv, 'sv')).toMatchObject({ email: null, phone: null });
  }
});

test('a letter stored without a letterhead gets its language from its text', () => {
  expect(letterheadOf(null, 'Hej! Jag söker tjänsten som utvecklare hos er och har erfarenhet av det ni gör.')).toEqual({
    name: null,
    email: null,
    phone: null,
    language: 'sv',
  });
  const stored = { name: 'A B', email: null, phone: null, language: 'en' as const };
  expect(letterheadOf(stored, 'Hej och välkommen')).toBe(stored);
});
