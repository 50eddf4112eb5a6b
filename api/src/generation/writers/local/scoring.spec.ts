import { resolveSkill, type Skill } from '../../skills/skill-matcher';
import type { JobSkill } from './job-posting';
import { matchJobTitle, scoreMatch } from './scoring';

const skill = (name: string): Skill => resolveSkill(name)!;
const job: JobSkill[] = [
  { skill: skill('Java'), importance: 'required' },
  { skill: skill('SQL'), importance: 'required' },
  { skill: skill('Docker'), importance: 'mentioned' },
  { skill: skill('Kafka'), importance: 'niceToHave' },
  { skill: skill('Terraform'), importance: 'niceToHave' },
];

describe('scoreMatch', () => {
  it('weighs required skills over nice-to-haves', () => {
    const required = scoreMatch(job, new Set([skill('Java'), skill('SQL')]), 'none');
    const niceToHave = scoreMatch(job, new Set([skill('Kafka'), skill('Terraform')]), 'none');
    expect(required).toBeGreaterThan(niceToHave);
    expect(required).toBe(5.4);
    expect(niceToHave).toBe(1.8);
  });

  it('goes from 0 to 10 and adds a little for the job title', () => {
    expect(scoreMatch(job, new Set(), 'none')).toBe(0);
    expect(scoreMatch(job, new Set(job.map((j) => j.skill)), 'none')).toBe(9);
    expect(scoreMatch(job, new Set(job.map((j) => j.skill)), 'full')).toBe(10);
    expect(scoreMatch(job, new Set([skill('Java')]), 'partial')).toBe(3.2);
  });

  it('gives the middle of the scale when the posting names no known skill', () => {
    expect(scoreMatch([], new Set(), 'none')).toBe(5);
  });
});

describe('matchJobTitle', () => {
  it.each([
    ['Senior Backend Developer', 'Backend Developer at Acme, 2019 - present', 'full'],
    ['Senior Backend Developer', 'Worked as a developer', 'partial'],
    ['Nurse (night shifts)', 'Registered nurse', 'full'],
    ['Data Analyst', 'Teacher', 'none'],
    [null, 'anything', 'none'],
  ])('%p in %p → %s', (title, cv, expected) => {
    expect(matchJobTitle(title, cv)).toBe(expected);
  });
});
