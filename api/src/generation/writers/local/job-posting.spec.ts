import { skillName } from '../../skills/skill-matcher';
import { readJobPosting } from './job-posting';

describe('readJobPosting', () => {
  it('counts skills where the posting asks for them or describes the work, never in its blurb or benefits', () => {
    const posting = `Systemutvecklare Java
Fjärdhamn Digital AB

Om oss
Fjärdhamn Digital AB är en konsultbyrå med 120 medarbetare. Vi brinner för undervisning, hållbarhet och god mat.

Arbetsuppgifter
Du utvecklar betaltjänster i Java och Spring Boot.

Krav
Erfarenhet av Java och SQL.

Vi erbjuder
Friskvårdsbidrag, och städning sköts av egen personal.`;
    const names = readJobPosting(posting).skills.map((s) => skillName(s.skill, 'en').toLowerCase());
    expect(names).toEqual(expect.arrayContaining(['java', 'sql']));
    expect(names.some((n) => /teaching|cleaning|undervisning|städning/.test(n))).toBe(false);
  });

  it('counts no skill from a blurb in the employer’s voice before any section, and keeps a "we are looking for" line', () => {
    const posting = `Staff Nurse – Emergency Department
Kingsmere Health Partners
Kingsmere Health Partners is a group of three hospitals. Our marketing and communications team has won awards for content strategy and social media.
We are looking for someone with experience of triage.
Requirements
- NMC registration`;
    const names = readJobPosting(posting).skills.map((s) => s.skill.name.toLowerCase());
    expect(names).not.toEqual(expect.arrayContaining([expect.stringMatching(/marketing|social media|content/)]));
    expect(names).toContain('triage');
  });

  it('counts no skill from a sentence where the employer describes itself as "we are a…" or "we love…"', () => {
    const posting = `Junior Content Executive
Foxglove Learning Ltd
We're a friendly team of 40 with a dog-friendly office and free tutoring for staff children.
We love photography and storytelling.
We offer sports facilities and an award-winning catering team.
About you
- Experience with email marketing`;
    const names = readJobPosting(posting).skills.map((s) => s.skill.name);
    expect(names).toEqual(['email marketing']);
  });

  it("counts no skill in the employer's own name ('Harwick Construction Ltd', and 'Harwick Construction' in its blurb)", () => {
    const posting =
      'Senior Quantity Surveyor – Harwick Construction Ltd\nHarwick Construction Ltd\nHarwick Construction is a family-owned main contractor.\nRequirements\n- MRICS';
    expect(readJobPosting(posting).skills.map((s) => s.skill.name)).not.toContain('construction');
  });

  it('still asks for a tool the employer is named after ("Xero Limited")', () => {
    const posting = 'Accounts Assistant\nXero Limited\nRequirements\n- Strong knowledge of Xero';
    expect(readJobPosting(posting).skills.map((s) => s.skill.name)).toContain('Xero');
  });

  it('counts no skill in the team the work is done with ("A/B tests with the marketing team")', () => {
    const names = readJobPosting('Data Analyst\nCopperline Energy\nWhat you will do\n- Design and analyse A/B tests with the marketing team').skills.map(
      (s) => s.skill.name,
    );
    expect(names).toContain('A/B testing');
    expect(names).not.toContain('marketing');
  });

  it('counts no skill in whom the work is done with, only in what it is about', () => {
    const swedish = `Grundlärare
Sunnerstaskolan
Arbetsuppgifter
• Samarbeta med fritidshem och elevhälsa kring elever i behov av särskilt stöd`;
    expect(readJobPosting(swedish).skills.map((s) => s.skill.name)).toEqual(['primary education', 'special education']);
    const english = `Full-Stack Engineer
Halden & Crane
What you will do
- Work closely with pharmacists and product managers to improve stock control
- Collaborate with the sales team on onboarding`;
    expect(readJobPosting(english).skills.map((s) => s.skill.name)).toEqual(['full-stack development', 'inventory management', 'onboarding']);
  });

  it('counts no skill in the training the employer gives', () => {
    const posting = `Lastbilschaufför CE
Bergström Åkeri AB
Krav
* Digitalt förarkort
Nyutbildade chaufförer är välkomna att söka – vi har ett introduktionsprogram med erfaren handledare.`;
    expect(readJobPosting(posting).skills.map((s) => s.skill.name)).toEqual(['heavy vehicle license', 'tachograph']);
  });

  it('keeps the tools a collaboration is done with, and a nice-to-have said as "du får gärna ha"', () => {
    const posting = `Data Engineer
Kvarn Analytics AB
Requirements
- You will work closely with the data team using Python and SQL
- Du arbetar tillsammans med teamet i Java och Kotlin
- We have a great onboarding programme, and you need experience with Airflow
Meriterande
- Du får gärna ha utbildning inom redovisning och erfarenhet av Fortnox`;
    const names = readJobPosting(posting).skills.map((s) => s.skill.name);
    expect(names).toEqual(expect.arrayContaining(['Python', 'SQL', 'Java', 'Kotlin', 'Apache Airflow', 'Fortnox']));
  });
});
