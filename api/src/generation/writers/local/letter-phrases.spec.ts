import { STOCK_PHRASES } from '../openai/letter-prompt';
import { LETTER_PHRASES } from './letter-phrases';

describe('the English closings', () => {
  const closings = Array.from({ length: 48 }, (_, pick) => LETTER_PHRASES.en.closing('Brightwater & Co.', 'accounting', pick));

  it('use none of the stock phrases the model is told to avoid', () => {
    for (const closing of closings) for (const phrase of STOCK_PHRASES) expect(closing.toLowerCase()).not.toContain(phrase.toLowerCase());
  });

  it('thank the reader in more than one way after the same invitation', () => {
    const thanks = new Set(closings.filter((c) => c.startsWith('I would welcome a conversation')).map((c) => c.split('. ').pop()));
    expect(thanks.size).toBeGreaterThanOrEqual(3);
  });
});

describe('examples for further skills', () => {
  const line = { text: 'Led the ward’s infection control audits.', firstPerson: 'I led the ward’s infection control audits.' };

  it.each(['en', 'sv'] as const)('%s: consecutive ones do not open with the same words', (language) => {
    const sentences = [0, 1, 2].map((index) => LETTER_PHRASES[language].evidenceOf(['infection control'], line, index));
    const leads = sentences.map((sentence) => sentence.split(' infection control')[0]);
    expect(new Set(leads.slice(0, 2)).size).toBe(2);
    if (language === 'en') expect(new Set(leads).size).toBe(3);
  });
});

describe('CV items mid-sentence', () => {
  it('start in lower case unless they are names', () => {
    expect(LETTER_PHRASES.sv.alsoIncluded(['Beställningar och lagerhållning', 'À la carte för 150 gäster'])).toBe(
      'Mitt arbete har också omfattat beställningar och lagerhållning samt à la carte för 150 gäster.',
    );
    expect(LETTER_PHRASES.en.alsoIncluded(['SAP rollout for 12 sites'])).toBe('My work has also included SAP rollout for 12 sites.');
  });

  it('tell a role held beside the job as one served in', () => {
    expect(LETTER_PHRASES.en.alsoIncluded(['Health and safety champion for the site', 'Goods receiving and dispatch'])).toBe(
      'My work has also included serving as health and safety champion for the site as well as goods receiving and dispatch.',
    );
    expect(LETTER_PHRASES.sv.alsoIncluded(['Skyddsombud på lagret'])).toBe('Mitt arbete har också omfattat rollen som skyddsombud på lagret.');
  });
});

describe('the greeting', () => {
  it('uses a company named "The …" before a noun without its article', () => {
    const greetings = [0, 1, 2].map((pick) => LETTER_PHRASES.en.greeting('The Wheatsheaf Inn', pick));
    expect(greetings).toEqual(['Dear Wheatsheaf Inn hiring team,', 'Dear Hiring Manager at The Wheatsheaf Inn,', 'Dear Wheatsheaf Inn recruitment team,']);
  });
});
