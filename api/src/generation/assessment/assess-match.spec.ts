import { evidenceFor } from './assess-match';

describe('evidenceFor', () => {
  const cv =
    'Rebecca Thornbury\nExperience\n- Prepares statutory accounts under IFRS\n- Owns balance sheet reconciliations and quarterly VAT returns\nSkills\nXero, Sage 200, Microsoft Excel, Power BI';

  it('gives each skill the line of the CV that shows it, an action before a list', () => {
    expect(evidenceFor(['reconciliation', 'Xero'], cv)).toEqual([
      { skill: 'reconciliation', evidence: 'Owns balance sheet reconciliations and quarterly VAT returns' },
      { skill: 'Xero', evidence: 'Xero, Sage 200, Microsoft Excel, Power BI' },
    ]);
  });

  it('shows a wider skill by the line that names a kind of it ("statutory accounts" for financial reporting)', () => {
    expect(evidenceFor(['Financial reporting'], cv)).toEqual([{ skill: 'Financial reporting', evidence: 'Prepares statutory accounts under IFRS' }]);
  });

  it('gives no entry for a skill the CV does not show', () => {
    expect(evidenceFor(['Forecasting'], cv)).toEqual([]);
  });
});
