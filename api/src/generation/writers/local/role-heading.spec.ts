import { isRoleHeading } from './role-heading';
import { pickEvidence } from './evidence';

/** The experience of the corpus's finance CV (fin-en-match-pasted), as its DOCX reads. */
const FINANCE_EXPERIENCE = [
  'Qualified accountant with six years in practice and industry: month-end close, statutory accounts and VAT.',
  'Experience',
  'Financial Accountant · Aire Valley Foods plc, Leeds',
  '2022 – present',
  'Runs the month-end closing for three entities with £85m turnover',
  'Owns balance sheet reconciliations and quarterly VAT returns',
  'Audit Senior · Marsh Lane Partners LLP, Leeds',
  '2019 – 2022',
  'Led audits of manufacturing and retail clients',
].join('\n');

describe('isRoleHeading', () => {
  it.each([
    'Audit Senior · Marsh Lane Partners LLP, Leeds',
    'Financial Accountant · Aire Valley Foods plc, Leeds',
    'Staff Nurse | Don Valley University Hospital',
    'Electrician — Voltwise Ltd',
    'Grundlärare • Fyrisskolan, Uppsala',
  ])('reads "%s" as a job heading', (line) => {
    expect(isRoleHeading(line)).toBe(true);
  });

  it.each([
    'Led audits of manufacturing and retail clients',
    'Xero · Sage 200 · Microsoft Excel (advanced) · Power BI',
    'Cut close time from ten days to five | automated the VAT returns',
    'Runs the month-end closing for three entities with £85m turnover',
  ])('does not read "%s" as a job heading', (line) => {
    expect(isRoleHeading(line)).toBe(false);
  });
});

describe('pickEvidence on a CV with job headings', () => {
  it('never takes a job heading or a self-description for something the candidate did', () => {
    const picked = pickEvidence(FINANCE_EXPERIENCE, () => 1, 10).map((e) => e.text);
    expect(picked).not.toContain('Audit Senior · Marsh Lane Partners LLP, Leeds');
    expect(picked).toContain('Led audits of manufacturing and retail clients');
  });
});
