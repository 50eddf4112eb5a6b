// One pass over a stylesheet that keeps the selectors a predicate accepts: a rule whose selectors
// all go is removed, a selector list loses only those, keyframe steps stay, and at-rules left empty
// go too. Shared by the unused-component filter and the landing's critical-CSS pruning.
import postcss from 'postcss';

export function keepSelectors(css, keep) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
    const kept = rule.selectors.filter(keep);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
