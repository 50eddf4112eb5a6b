import { readDuties } from './posting-duties';

describe('readDuties', () => {
  it('takes no title line for a duty, though it starts with a verb ("Lead Pharmacist at …")', () => {
    const posting = [
      'Lead Pharmacist at Brookfield Health Pharmacy',
      'Brookfield Health Pharmacy',
      'Loughborough · Full-time',
      "What you'll do",
      '- Develop an independent prescribing clinic for minor ailments',
      '- Coach and develop pharmacy technicians and dispensers',
    ].join('\n');
    expect(readDuties(posting, 'en')).toEqual([
      'develop an independent prescribing clinic for minor ailments',
      'coach and develop pharmacy technicians and dispensers',
    ]);
  });

  it('takes no instruction to apply for a duty', () => {
    expect(readDuties('About the role\n- Support medication rounds on the ward\nApply by 30 June with a CV and a short covering letter.', 'en')).toEqual([
      'support medication rounds on the ward',
    ]);
  });
});
