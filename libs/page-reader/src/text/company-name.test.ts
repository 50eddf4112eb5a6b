import { cleanCompany, isCompanyName } from './company-name';

describe('isCompanyName', () => {
  it.each(['Acme & Co.', 'H&M', '3M', 'Fjärdhamn Digital AB', 'Hälsoalliansen Bergslagen', 'St Aldhelm’s Teaching Hospital NHS Trust'])(
    'takes %s for a company',
    (name) => {
      expect(isCompanyName(name)).toBe(true);
    },
  );

  it.each(['Emergency Department', 'Intensive Care Unit', 'Akutvårdsavdelning 12', 'Akutmottagningen', 'Medical-Surgical ICU', 'Barnkliniken'])(
    'takes the ward or department %s for no company',
    (name) => {
      expect(cleanCompany(name)).toBeNull();
    },
  );
});
