import type { CategoryRule } from '@buget/shared-domain/imports';
import { Button, IconChevronLeft, IconChevronRight, IconEdit, IconTrash } from '@buget/shared-ui/components';
import { MATCH_KIND_LABELS, RULES_TEXT, ruleSentence, ruleTarget } from './labels';

export type RuleActions = {
  edit: (rule: CategoryRule) => void;
  remove: (rule: CategoryRule) => void;
  move: (rule: CategoryRule, by: -1 | 1) => void;
};

type RuleRowProps = {
  rule: CategoryRule;
  index: number;
  first: boolean;
  last: boolean;
  /** Its category or subcategory was renamed or deleted since: the rule gives nothing until edited. */
  stale: boolean;
  actions: RuleActions;
};

/** One rule: its place, what it looks for and the category it gives, and what can be done with it. */
export function RuleRow({ rule, index, first, last, stale, actions }: RuleRowProps) {
  const name = `„${rule.pattern}”`;
  return (
    <li className="opt-rule" data-testid="rule-row" data-rule-id={rule.id} aria-label={ruleSentence(rule)}>
      <span className="opt-rule__index" aria-hidden="true">{index + 1}</span>
      <p className="opt-rule__text">
        <span className="opt-rule__when">Dacă descrierea sau beneficiarul {MATCH_KIND_LABELS[rule.matchKind]}</span>{' '}
        <strong className="opt-rule__pattern">„{rule.pattern}”</strong>
        <span className="opt-rule__arrow" aria-hidden="true">→</span>
        <span className="opt-rule__target">{ruleTarget(rule)}</span>
        {stale ? <span className="opt-badge opt-badge--warning opt-rule__stale">{RULES_TEXT.stale}</span> : null}
      </p>
      <span className="opt-rule__tools">
        <Button size="sm" variant="ghost" iconOnly className="opt-up" icon={<IconChevronLeft size={16} />} disabled={first} onClick={() => actions.move(rule, -1)} aria-label={`Mută regula ${name} mai sus`} />
        <Button size="sm" variant="ghost" iconOnly className="opt-down" icon={<IconChevronRight size={16} />} disabled={last} onClick={() => actions.move(rule, 1)} aria-label={`Mută regula ${name} mai jos`} />
        <Button size="sm" variant="ghost" iconOnly icon={<IconEdit size={16} />} onClick={() => actions.edit(rule)} aria-label={`Editează regula ${name}`} />
        <Button size="sm" variant="ghost" iconOnly icon={<IconTrash size={16} />} onClick={() => actions.remove(rule)} aria-label={`Șterge regula ${name}`} />
      </span>
    </li>
  );
}
