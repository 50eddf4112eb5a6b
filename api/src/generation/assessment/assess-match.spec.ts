import { resolveSkill } from '../skills/skill-matcher';
import { assessMatch, evidenceFor, postingSkillLabel } from './assess-match';

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

describe('assessMatch', () => {
  const posting = (languages: string) =>
    `Warehouse Team Member\nHarbourline Distribution\n\nWhat we are looking for\n• A valid forklift licence\n• ${languages}`;
  const names = (skills: { skill: { name: string } }[]) => skills.map((s) => s.skill.name);

  it('counts a language the posting accepts instead of another ("Finnish or Swedish") as no gap, and weighs the pair once', () => {
    const cv = 'Warehouse operative. Forklift licence. Languages: Swedish (fluent).';
    const either = assessMatch(cv, posting('Finnish or Swedish'));
    expect(names(either.matched)).toEqual(['warehouse operations', 'forklift operation', 'Swedish']);
    expect(names(either.missing)).toEqual([]);
    const both = assessMatch(cv, posting('Finnish and Swedish'));
    expect(names(both.missing)).toEqual(['Finnish']);
    expect(either.score).toBeGreaterThan(both.score);
  });

  it('keeps a required skill required when a nice-to-have line offers it as a choice', () => {
    const posting = 'Backend Developer\nAcme Cloud AB\nRequirements\n- Five years of Python\nNice to have\n- Scripting in Python or Go';
    const { missing } = assessMatch('Backend developer. Go and Kubernetes.', posting);
    expect(names(missing)).toContain('Python');
  });

  it('still shows the pair as a gap when the candidate has neither', () => {
    const { missing } = assessMatch('Warehouse operative. Forklift licence.', posting('Finnish or Swedish'));
    expect(names(missing)).toEqual(['Finnish', 'Swedish']);
  });

  it('takes a CV written in Swedish as showing Swedish', () => {
    const cv =
      'Ahmad Exempel\nFordonstekniker\nErfarenhet\nFordonstekniker på Exempel Lastvagnsservice AB, 2019 – nu\n- Felsöker och reparerar lastbilar och bussar.';
    const swedishPosting = 'Lastbilsmekaniker\nNorrbro Truck Center AB\nVi söker dig som\n- har goda kunskaper i svenska\n- har erfarenhet av felsökning';
    const assessed = assessMatch(cv, swedishPosting);
    expect(names(assessed.missing)).not.toContain('Swedish');
    expect(names(assessed.matched)).toContain('Swedish');
  });

  it('labels a licence as the posting spells it', () => {
    const licence = resolveSkill('driving license')!;
    expect(postingSkillLabel(licence, 'en', 'A full UK driving licence is essential.')).toBe('Driving licence');
    expect(postingSkillLabel(licence, 'en', "A valid driver's license is required.")).toBe('Driving license');
    expect(postingSkillLabel(resolveSkill('anesthesia')!, 'en', 'Monitor anaesthesia for routine and referral surgery.')).toBe('Anaesthesia');
  });
});
