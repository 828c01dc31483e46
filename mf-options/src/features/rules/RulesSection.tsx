import { useEffect, useRef, useState } from 'react';
import { useCategories } from '@buget/shared-domain/categories';
import {
  CATEGORY_RULES_LIMIT,
  ruleTargetKnown,
  useCategoryRules,
  useDeleteCategoryRule,
  useReorderCategoryRules,
  type CategoryRule,
} from '@buget/shared-domain/imports';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { Button, EmptyState, IconAlert, IconPlus, IconTransactions, Spinner } from '@buget/shared-ui/components';
import { ConfirmDialog } from '@buget/shared-ui/dialogs';
import { RULES_TEXT as T } from './labels';
import { RuleDialog } from './RuleDialog';
import { RuleRow, type RuleActions } from './RuleRow';

type Dialog = { kind: 'create' } | { kind: 'edit'; rule: CategoryRule } | { kind: 'delete'; rule: CategoryRule } | null;

/** Reguli: the category rules for imported rows, in the order they are tried; add, edit, reorder, delete. */
export function RulesSection() {
  const rules = useCategoryRules();
  const categories = useCategories();
  const remove = useDeleteCategoryRule();
  const reorder = useReorderCategoryRules();
  const [dialog, setDialog] = useState<Dialog>(null);
  const moved = useRef<{ id: string; by: -1 | 1 } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const list = rules.data ?? [];
  const full = list.length >= CATEGORY_RULES_LIMIT;

  // A moved rule keeps the focus on its button (the other one once it reached an end), though
  // React may have moved its row in the page.
  useEffect(() => {
    const last = moved.current;
    if (!last) return;
    moved.current = null;
    const row = listRef.current?.querySelector(`[data-rule-id="${last.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(last.by < 0 ? '.opt-up' : '.opt-down');
    const other = row?.querySelector<HTMLButtonElement>(last.by < 0 ? '.opt-down' : '.opt-up');
    (same && !same.disabled ? same : other)?.focus();
  }, [rules.data]);

  const actions: RuleActions = {
    edit: (rule) => setDialog({ kind: 'edit', rule }),
    remove: (rule) => setDialog({ kind: 'delete', rule }),
    move: (rule, by) => {
      const ids = list.map((r) => r.id);
      const from = ids.indexOf(rule.id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
      moved.current = { id: rule.id, by };
      reorder.mutate(ids);
    },
  };

  let body;
  if (rules.isPending) {
    body = <div className="opt-state" role="status"><Spinner size="lg" label={T.loading} /></div>;
  } else if (rules.isError && !rules.data) {
    body = (
      <EmptyState
        icon={<IconAlert />}
        headingLevel={3}
        title={T.loadFailed}
        description={ERROR_MESSAGES.EROARE_GENERALA}
        action={<Button onClick={() => void rules.refetch()}>{T.retry}</Button>}
      />
    );
  } else if (list.length === 0) {
    body = <EmptyState icon={<IconTransactions />} headingLevel={3} title={T.empty} description={T.emptyDescription} />;
  } else {
    body = (
      <ol ref={listRef} className="opt-rules" aria-label={T.listLabel}>
        {list.map((rule, index) => (
          <RuleRow
            key={rule.id}
            rule={rule}
            index={index}
            first={index === 0}
            last={index === list.length - 1}
            stale={categories.data ? !ruleTargetKnown(categories.data, rule) : false}
            actions={actions}
          />
        ))}
      </ol>
    );
  }

  return (
    <section className="opt-section" aria-labelledby="opt-rules-title">
      <div className="opt-section__head">
        <div>
          <h2 id="opt-rules-title" className="opt-section__title">{T.title}</h2>
          <p className="opt-section__lead">{T.lead}{list.length > 0 ? ` ${T.count(list.length, CATEGORY_RULES_LIMIT)}` : ''}</p>
        </div>
        <Button icon={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'create' })} disabled={!rules.data || full} aria-describedby={full ? 'opt-rules-full' : undefined}>
          {T.add}
        </Button>
      </div>
      {full ? <p id="opt-rules-full" className="opt-note">{T.full(CATEGORY_RULES_LIMIT)}</p> : null}
      {body}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? <RuleDialog editing={dialog.kind === 'edit' ? dialog.rule : null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          title={`Ștergi regula „${dialog.rule.pattern}”?`}
          description="Rândurile importate de acum înainte nu mai primesc categoria ei. Tranzacțiile deja importate rămân cum sunt."
          confirmLabel="Șterge regula"
          busy={remove.isPending}
          onConfirm={() => void remove.mutateAsync(dialog.rule.id).then(() => setDialog(null), () => undefined)}
        />
      ) : null}
    </section>
  );
}
