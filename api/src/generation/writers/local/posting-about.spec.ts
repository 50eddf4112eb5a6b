import { ENGLISH_POSTING, SWEDISH_POSTING } from '../../../../test/generation/fixtures';
import { readEmployerClauses } from './posting-about';
import { readDuties } from './posting-duties';

describe('readEmployerClauses', () => {
  it('takes what the posting says about the company, with "we" as the reader', () => {
    expect(readEmployerClauses(ENGLISH_POSTING, 'Acme Cloud', 'en')).toEqual(['Acme Cloud builds tools that help online stores grow']);
    expect(readEmployerClauses(SWEDISH_POSTING, 'Region Exempel', 'sv')).toEqual([
      'Region Exempel driver sjukhus och vårdcentraler i hela länet',
      'ni arbetar för en trygg och jämlik vård',
    ]);
    expect(
      readEmployerClauses(
        'Brookfield Health Pharmacy is an independent group of five community pharmacies, known for our clinical services.',
        'Brookfield Health Pharmacy',
        'en',
      ),
    ).toEqual(['Brookfield Health Pharmacy is an independent group of five community pharmacies, known for its clinical services']);
    expect(readEmployerClauses('About us\nWe are a team of 12 engineers and our product serves 3 million users.', null, 'en')).toEqual([
      'you are a team of 12 engineers and your product serves 3 million users',
    ]);
  });

  it('knows the company by its name without a closing "School", "Ltd" or "AB"', () => {
    const posting = 'Ravelston Grammar is an independent day school for 900 pupils.\nWe offer excellent sports facilities and a school farm.';
    expect(readEmployerClauses(posting, 'Ravelston Grammar School', 'en')).toEqual(['Ravelston Grammar is an independent day school for 900 pupils']);
  });

  it('leaves out sentences about the applicant, the offer, questions and negations', () => {
    const posting = [
      'We are looking for a backend developer.',
      'We think you will love it here.',
      'We do not micromanage our engineers.',
      'Why would we build tools for stores?',
      'We offer',
      'We give every employee a yearly learning budget of 10 000 SEK.',
    ].join('\n');
    expect(readEmployerClauses(posting, null, 'en')).toEqual([]);
    expect(readEmployerClauses('Vi arbetar alltid nära våra kunder i hela Sverige.', null, 'sv')).toEqual([]);
  });
});

describe('readDuties', () => {
  it('reads a duty without the list after its colon', () => {
    expect(readDuties('The role\nKeep the site safe: health and safety, incident reporting.', 'en')).toEqual(['keep the site safe']);
  });

  it('reads what the job is as verb phrases', () => {
    expect(readDuties(ENGLISH_POSTING, 'en')).toEqual(['design and build services in TypeScript on AWS', 'work closely with product and design']);
    expect(readDuties(SWEDISH_POSTING, 'sv')).toEqual(['arbeta med triage, omvårdnad och läkemedelshantering i ett team med läkare och undersköterskor']);
    expect(readDuties('In this role, you will own the billing service end to end.', 'en')).toEqual(['own the billing service end to end']);
    expect(readDuties('Som ekonom kommer du att ansvara för bokslut och rapportering.', 'sv')).toEqual(['ansvara för bokslut och rapportering']);
  });

  it('leaves out requirements and anything about the reader', () => {
    expect(readDuties('Requirements\n- Build services in Go\nWork with your team on your own schedule.', 'en')).toEqual([]);
  });

  it('names no benefit as a reason to apply', () => {
    const posting = 'Acme Care runs three hospitals in the north of England.\nWe are proud of our hospital radio and on-site nursery.';
    expect(readEmployerClauses(posting, 'Acme Care', 'en')).toEqual(['Acme Care runs three hospitals in the north of England']);
    const swedish = 'Kustbageriet AB bakar surdegsbröd sedan 1952.\nVi älskar god mat, och alla medarbetare får bröd varje fredag.';
    expect(readEmployerClauses(swedish, 'Kustbageriet AB', 'sv')).toEqual(['Kustbageriet AB bakar surdegsbröd sedan 1952']);
    // A perk among values is still a perk ("healthy lunches").
    const values =
      'Halden & Crane builds software for independent pharmacies.\nWe are a small team that values teaching each other, healthy lunches and a tidy codebase.';
    expect(readEmployerClauses(values, 'Halden & Crane', 'en')).toEqual(['Halden & Crane builds software for independent pharmacies']);
  });
});
