import { certificateMentions, degreeMentions, inventedFacts, organisationMentions } from '../score/facts.mjs';

const CV =
  'Senior Backend Engineer · Kestrel Payments AB, Malmö\nMoves 4M transactions a month\nMentored three junior engineers\nBSc Computer Science · Lund University\nAdvanced Life Support (2024)';
const POSTING = 'Senior Backend Engineer at Northwind Ledger. 5+ years of backend development. NMC registration.';

describe('invented facts', () => {
  it('finds nothing in a letter that only restates its sources', () => {
    const letter =
      'Dear Northwind Ledger team,\n\n25 November 2026\n\nAt Kestrel Payments AB I built a service that moves 4 million transactions a month and mentored 3 junior engineers. I hold a BSc in Computer Science from Lund University and bring 5 years of backend work.\n\nKind regards,\nPriya';
    expect(inventedFacts(letter, [CV, POSTING])).toEqual([]);
  });

  it('finds a number, an organisation, a degree and a certificate the sources do not state', () => {
    const letter = 'I mentored six engineers at Google Cloud Services and hold an MSc in Physics and the ACCA.';
    const found = inventedFacts(letter, [CV, POSTING]);
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'number', text: 'six' },
        { kind: 'organisation', text: 'Google Cloud Services' },
        { kind: 'degree', text: 'MSc' },
        { kind: 'certificate', text: 'ACCA' },
      ]),
    );
  });

  it('does not ground an organisation by its organisation word alone', () => {
    expect(inventedFacts('I studied at Oxbridge University.', [CV])).toEqual([{ kind: 'organisation', text: 'Oxbridge University' }]);
    // An acronym that is also a legal form ("PLC programming") is grounded when the sources say it.
    expect(inventedFacts('I have done PLC programming.', ['Fault finding in PLC systems'])).toEqual([]);
  });

  it('does not take the letter’s own date line for a claim', () => {
    expect(inventedFacts('Stockholm, 3 december 2026\n\nHej!', [CV])).toEqual([]);
  });

  it('grounds an organisation when its tail from some word on is in the sources', () => {
    expect(organisationMentions('My years at Kestrel Payments AB taught me')).toEqual(['Kestrel Payments AB']);
    expect(inventedFacts('My years at Kestrel Payments AB taught me a lot.', [CV])).toEqual([]);
  });

  it('reads degree phrases and ALL-CAPS certificates', () => {
    expect(degreeMentions('I hold a BSc and a degree in Nursing')).toEqual(['BSc', 'degree in Nursing']);
    expect(certificateMentions('NMC registered, HACCP and AM2; I am in the UK')).toEqual(['NMC', 'HACCP', 'AM2']);
  });
});
