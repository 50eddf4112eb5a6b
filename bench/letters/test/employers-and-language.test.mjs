import { signedByCandidate, workplaceMentions, wrongEmployers } from '../score/employers.mjs';
import { detectLanguage, employerVoice, foreignSentences } from '../score/language.mjs';

const labels = { employers: ['Kestrel Payments AB', 'Lindqvist Freight Systems'], company: 'Northwind Ledger' };

describe('employers in the letter', () => {
  it('reads the names after at / på / hos and stops at the sentence end', () => {
    expect(
      workplaceMentions('I work as an engineer at Kestrel Payments AB. Before that I was at Lindqvist Freight Systems where I built APIs.').map((m) => m.name),
    ).toEqual(['Kestrel Payments AB', 'Lindqvist Freight Systems']);
    expect(workplaceMentions('Jag arbetar hos Brightwater & Co. sedan 2020').map((m) => m.name)).toEqual(['Brightwater & Co.']);
    expect(workplaceMentions('I apply for the post at Kelvin Spark Ltd. My work covers wiring.').map((m) => m.name)).toEqual(['Kelvin Spark Ltd.']);
    expect(workplaceMentions('I worked at Brightwater & Co. Ltd for two years.').map((m) => m.name)).toEqual(['Brightwater & Co. Ltd']);
  });

  it('accepts the labelled employers and the company applied to', () => {
    expect(wrongEmployers('I am a Senior Backend Engineer at Kestrel Payments. I want to join Northwind Ledger.', labels)).toEqual([]);
  });

  it('reads "hos Kustbageriet i Bohuslän AB" as the company it names in full', () => {
    expect(wrongEmployers('Jag söker tjänsten hos Havsbageriet i Bohuslän AB.', { employers: [], company: 'Havsbageriet i Bohuslän AB' })).toEqual([]);
    expect(wrongEmployers('Jag söker tjänsten hos Havsbageriet.', { employers: [], company: 'Havsbageriet i Bohuslän AB' })).toEqual(['Havsbageriet']);
  });

  it('lets the letter repeat a phrase of the CV ("följare på Instagram"), not name a workplace the CV does not give', () => {
    const cv = 'Planerar innehåll i sociala medier, 45 000 följare på Instagram.';
    expect(wrongEmployers('Jag har 45 000 följare på Instagram.', { ...labels, sources: [cv] })).toEqual([]);
    expect(wrongEmployers('Jag arbetar på Instagram.', { ...labels, sources: ['Instagram, Canva'] })).toEqual(['Instagram']);
  });

  it('flags a ward, a talk or an employer glued to its city', () => {
    expect(wrongEmployers('I am a Staff Nurse II at Medical-Surgical ICU.', { employers: ['Avonmere General Hospital'], company: 'X' })).toEqual([
      'Medical-Surgical ICU',
    ]);
    expect(wrongEmployers('I am a Software Engineer at Google Mountain View.', { employers: ['Google'], company: 'X' })).toEqual(['Google Mountain View']);
  });

  it('accepts an employer whose name goes on in lower case, but not one glued to its city', () => {
    const swedish = { employers: ['Gottsunda skola'], company: 'Sunnerstaskolan' };
    expect(wrongEmployers('Senast arbetade jag som lärare på Gottsunda skola.', swedish)).toEqual([]);
    expect(
      wrongEmployers('I currently work as a Credit Analyst at Thameside Mutual Bank London.', { employers: ['Thameside Mutual Bank'], company: 'X' }),
    ).toEqual(['Thameside Mutual Bank London']);
  });

  it('leaves places and the posting’s own title alone', () => {
    const ignore = ['Sjuksköterska till Akutvårdsavdelning 12', 'Örebro'];
    expect(
      wrongEmployers('Jag söker tjänsten på Akutvårdsavdelning 12 och bor i Örebro.', {
        employers: ['Region Närke'],
        company: 'Hälsoalliansen Bergslagen',
        ignore,
      }),
    ).toEqual([]);
  });

  it('checks the signature', () => {
    expect(signedByCandidate('Dear team,\n\nText.\n\nKind regards,\nPriya Ramaswamy', 'Priya Ramaswamy')).toBe(true);
    expect(signedByCandidate('Dear team,\n\nText.\n\nKind regards,\nPersonal Statement', 'Priya Ramaswamy')).toBe(false);
  });
});

describe('language', () => {
  it('tells English from Swedish', () => {
    expect(detectLanguage('I am writing to apply for the position and I would like to explain why.')).toBe('en');
    expect(detectLanguage('Jag söker härmed tjänsten och jag tror att min erfarenhet stämmer väl.')).toBe('sv');
    expect(detectLanguage('Java, SQL')).toBeNull();
  });

  it('finds Swedish CV lines quoted inside an English letter', () => {
    const letter =
      'I am writing to apply for the role at your company. For example: Ansvarar för omvårdnad och läkemedelshantering för upp till tolv patienter. I look forward to hearing from you.';
    expect(foreignSentences(letter, 'en')).toEqual(['For example: Ansvarar för omvårdnad och läkemedelshantering för upp till tolv patienter.']);
  });

  it('finds sentences spoken as the employer', () => {
    expect(employerVoice('I would design the services that move money between our customers and their banks. I hope we can meet.', 'en')).toHaveLength(1);
    expect(employerVoice('Jag vill gärna arbeta med våra kunder.', 'sv')).toHaveLength(1);
  });
});
