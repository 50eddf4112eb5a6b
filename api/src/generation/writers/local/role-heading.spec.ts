import { isRoleHeading } from './role-heading';
import { FINANCE_EXPERIENCE } from '../../../../test/generation/fixtures';
import { pickEvidence } from './evidence';

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
