import { findSkillMentions } from '../skill-matcher';

/** One test per text: it names exactly the expected skills, in any order (wider skills they bring along aside). */
export function expectSkills(cases: [string, string[]][]): void {
  const named = (text: string) => [...new Set(findSkillMentions(text).map((m) => m.skill.name))].sort();
  it.each(cases)('%s', (text, expected) => expect(named(text)).toEqual([...expected].sort()));
}
