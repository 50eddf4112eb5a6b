import { ENGLISH_CV, JANE_DOE_PDF_TEXT, SWEDISH_CV } from '../../../../test/generation/fixtures';
import { readEducationSentence } from './candidate-education';
import { readSummarySentence } from './candidate-summary';

describe('readSummarySentence', () => {
  it.each([
    [ENGLISH_CV, 'en', 'I am a backend developer with a focus on TypeScript, Node.js and PostgreSQL.'],
    [
      JANE_DOE_PDF_TEXT,
      'en',
      'I am a backend engineer with eight years of experience building web services in TypeScript and Node.js, with PostgreSQL, Docker and Kubernetes in production.',
    ],
    [SWEDISH_CV, 'sv', 'Jag är legitimerad sjuksköterska med erfarenhet av akutsjukvård och patientnära arbete.'],
    ['Profile\nExperienced accountant who loves order.', 'en', 'I am an experienced accountant who loves order.'],
    ['About me\nI build calm, reliable systems.', 'en', 'I build calm, reliable systems.'],
    // A title in title case reads in lower case, but for names ("Salesforce") and languages.
    ["Profile\nChef de Partie with four years' experience in fine dining.", 'en', "I am a chef de partie with four years' experience in fine dining."],
    ['Profile\nSite Manager with 12 years in construction.', 'en', 'I am a site manager with 12 years in construction.'],
    ['Profile\nSalesforce Administrator with five years in B2B SaaS.', 'en', 'I am a Salesforce administrator with five years in B2B SaaS.'],
    // Swedish: "en" before an adjective that judges, none before one that classes or before the title alone.
    ['Profil\nNoggrann och snabb lokalvårdare med fem års erfarenhet.', 'sv', 'Jag är en noggrann och snabb lokalvårdare med fem års erfarenhet.'],
    ['Profil\nErfaren lagerarbetare med truckkort.', 'sv', 'Jag är erfaren lagerarbetare med truckkort.'],
    ['Profil\nKundtjänstmedarbetare med tre års erfarenhet.', 'sv', 'Jag är kundtjänstmedarbetare med tre års erfarenhet.'],
    // No role to describe the candidate by, no summary heading, or a sentence cut off: nothing.
    ['Summary\nPassionate about clean code and good coffee.', 'en', null],
    ['Backend developer with a focus on Node.js.', 'en', null],
    ['Summary\nBackend developer with a focus on', 'en', null],
  ] as const)('%#', (cv, language, sentence) => {
    expect(readSummarySentence(cv, language)).toBe(sentence);
  });
});

describe('readEducationSentence', () => {
  it.each([
    [ENGLISH_CV, 'en', 'I hold an MSc in Computer Science from KTH Royal Institute of Technology.'],
    [SWEDISH_CV, 'sv', 'Jag har läst sjuksköterskeprogrammet vid Karolinska Institutet.'],
    [
      'Education\nBachelor of Science in Nursing, University of Leeds (2012 – 2015)',
      'en',
      'I hold a Bachelor of Science in Nursing from the University of Leeds.',
    ],
    ['Utbildning\nKandidatexamen i företagsekonomi, Lunds universitet, 2018', 'sv', 'Jag har en kandidatexamen i företagsekonomi från Lunds universitet.'],
    // A town after the institution goes; a degree in progress is one being studied for.
    [
      'Education\nNVQ Level 3 Electrotechnical (in progress) • Leicester College of Trades, Leicester 2023 – 2027',
      'en',
      'I am studying for an NVQ Level 3 Electrotechnical at Leicester College of Trades.',
    ],
    [
      'Education\nBSc Adult Nursing (Year 2) · Cardiff Metropolitan University · Cardiff',
      'en',
      'I am studying for a BSc in Adult Nursing at Cardiff Metropolitan University.',
    ],
    ['Utbildning\nSjuksköterskeprogrammet (pågående), Umeå universitet, Umeå', 'sv', 'Jag läser sjuksköterskeprogrammet vid Umeå universitet.'],
    [
      'Education\nPGDE Secondary Mathematics, University of Forthside, Edinburgh 2015 – 2016',
      'en',
      'I hold a PGDE in Secondary Mathematics from the University of Forthside.',
    ],
    // Entries that do not read as "degree, institution" are left out.
    ['Education\nVarious courses in leadership', 'en', null],
    ['Education\nMSc Computer Science', 'en', null],
    ['Skills: Java', 'en', null],
  ] as const)('%#', (cv, language, sentence) => {
    expect(readEducationSentence(cv, language)).toBe(sentence);
  });

  it('keeps the capital of a language in the description ("an English teacher")', () => {
    const cv = 'Hannah Okafor\nProfile\nEnglish teacher of seven years who writes the school newsletter.\nExperience';
    expect(readSummarySentence(cv, 'en')).toBe('I am an English teacher of seven years who writes the school newsletter.');
  });

  it('ends the sentence before a clause with no subject of its own ("…; completed a certificate")', () => {
    const cv = 'Hannah Okafor\nProfile\nEnglish teacher who runs the school newsletter; completed a digital marketing certificate in 2026.\nExperience';
    expect(readSummarySentence(cv, 'en')).toBe('I am an English teacher who runs the school newsletter.');
  });
});
