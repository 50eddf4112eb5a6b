import { readJobPosting } from './job-posting';
import { readPostingLines } from './requirement-sections';

function contextOf(text: string, line: string) {
  return readPostingLines(text).find((l) => l.text === line)?.context;
}

describe('readPostingLines', () => {
  const english = [
    'About us',
    'We build payment tools with Python.',
    'Requirements:',
    '- 3+ years with Java',
    'Must have: SQL',
    'Nice to have',
    '- Experience with Kafka',
    'Docker is a plus',
    'We offer',
    'Great colleagues',
  ].join('\n');

  it.each([
    ['We build payment tools with Python.', 'other'],
    ['3+ years with Java', 'required'],
    ['SQL', 'required'],
    ['Experience with Kafka', 'niceToHave'],
    ['Docker is a plus', 'niceToHave'],
    ['Great colleagues', 'offer'],
  ])('English: %p is %s', (line, context) => {
    expect(contextOf(english, line)).toBe(context);
  });

  const swedish = [
    'Om tjänsten',
    'Du kommer att arbeta med kundservice.',
    'Vi söker dig som',
    '- har erfarenhet av redovisning',
    'Krav: B-körkort',
    'Meriterande',
    '- kunskaper i Excel',
    'Det är meriterande om du har arbetat med Visma.',
    'Du har god förmåga att planera.',
  ].join('\n');

  it.each([
    ['Du kommer att arbeta med kundservice.', 'other'],
    ['har erfarenhet av redovisning', 'required'],
    ['B-körkort', 'required'],
    ['kunskaper i Excel', 'niceToHave'],
    ['Det är meriterande om du har arbetat med Visma.', 'niceToHave'],
  ])('Swedish: %p is %s', (line, context) => {
    expect(contextOf(swedish, line)).toBe(context);
  });

  it('treats a requirement phrase outside any section as required', () => {
    expect(contextOf('Om oss\nVi är ett litet bolag.\n\nDu har erfarenhet av SQL.', 'Du har erfarenhet av SQL.')).toBe('required');
    expect(contextOf('Hello\nYou have solid experience with SQL.', 'You have solid experience with SQL.')).toBe('required');
  });
});

describe('readJobPosting', () => {
  it('ranks each skill by the strongest place it is named, required first', () => {
    const posting = readJobPosting('Python Developer\n\nWe use AWS.\n\nRequirements\n- Django\n- AWS\n\nNice to have\n- Terraform\n- Django');
    expect(posting.skills.map((s) => `${s.skill.name}:${s.importance}`)).toEqual([
      'Python:required',
      'AWS:required',
      'Django:required',
      'Terraform:niceToHave',
    ]);
  });
});
