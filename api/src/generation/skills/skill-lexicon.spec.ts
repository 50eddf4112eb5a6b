import { SKILL_LEXICON } from './skill-lexicon';
import { ALL_SKILLS, resolveSkill, skillKind, skillName } from './skill-matcher';

/** The alias as it reads: markers dropped, a '...' gap left empty ('administer+ ... medication+' → "administer medication"). */
function aliasText(raw: string): string {
  return raw
    .replace(/^sv=/, '')
    .replace(/^[=~]/, '')
    .split(' ')
    .filter((word) => word !== '...')
    .map((word) => word.replace(/(\p{L})[*+]$/u, '$1'))
    .join(' ');
}

/** Blockers ('-teaching hospital') and wider skills ('^welding') are not aliases. */
const isAlias = (raw: string) => !raw.startsWith('-') && !raw.startsWith('^');

describe('the skill lexicon', () => {
  it('covers several hundred skills in every field', () => {
    expect(ALL_SKILLS.length).toBeGreaterThanOrEqual(400);
    const categories = ['software', 'data', 'healthcare', 'marketing', 'finance', 'sales', 'education', 'design', 'operations', 'hr', 'logistics'];
    for (const category of categories) {
      expect(ALL_SKILLS.filter((s) => s.category === category).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('resolves every alias to its own skill, so no alias belongs to two skills', () => {
    const conflicts: string[] = [];
    for (const entries of Object.values(SKILL_LEXICON)) {
      for (const entry of entries) {
        const display = aliasText(entry[0]);
        for (const raw of entry.filter(isAlias)) {
          const resolved = resolveSkill(aliasText(raw));
          if (resolved?.name !== display) conflicts.push(`${raw} → ${resolved?.name ?? 'nothing'} (expected ${display})`);
        }
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('links kinds of skills to wider skills of the lexicon', () => {
    const kinds = ALL_SKILLS.filter((s) => s.broader);
    expect(kinds.length).toBeGreaterThanOrEqual(20);
    for (const kind of kinds) expect(ALL_SKILLS).toContain(kind.broader);
  });

  it('names every practice of the professions in Swedish too, for Swedish letters', () => {
    const fields = ['healthcare', 'marketing', 'finance', 'sales', 'education', 'logistics', 'hospitality', 'trades'];
    const english = ALL_SKILLS.filter((s) => fields.includes(s.category) && skillKind(s) === 'practice' && !s.svName).map((s) => s.name);
    // Loanwords Swedish postings use as they are.
    const loanwords = ['trade marketing', 'go-to-market', 'storytelling', 'corporate finance', 'treasury', 'customer success', 'incoterms'];
    expect(english).toEqual([...loanwords, 'sushi', 'concierge', 'mise en place']);
    const practices = ['phlebotomy', 'reconciliation', 'forklift operation', 'table service', 'drywall installation'];
    expect(practices.map((n) => skillName(resolveSkill(n)!, 'sv'))).toEqual(['provtagning', 'avstämning', 'truckkörning', 'servering', 'gipsväggar']);
  });

  it('has unique display names', () => {
    const names = ALL_SKILLS.map((s) => s.name.toLowerCase());
    expect(names.length - new Set(names).size).toBe(0);
  });
});
