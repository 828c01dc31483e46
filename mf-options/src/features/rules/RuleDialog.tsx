import { useMemo, useState, type FormEvent } from 'react';
import { categoryLabel, useCategories } from '@buget/shared-domain/categories';
import {
  categoryRuleErrorMessage,
  categoryRuleFormSchema,
  RULE_MATCH_KINDS,
  useCreateCategoryRule,
  useUpdateCategoryRule,
  type CategoryRule,
  type RuleMatchKind,
} from '@buget/shared-domain/imports';
import { Alert, Button, FormField } from '@buget/shared-ui/components';
import { Modal, useChanged } from '@buget/shared-ui/dialogs';
import { RadioChoice } from '../settings/setting-fields';
import { MATCH_KIND_LABELS } from './labels';

type RuleFields = { pattern: string; matchKind: RuleMatchKind; category: string; subcategory: string };
type RuleFieldErrors = Partial<Record<'pattern' | 'category', string>>;

const MATCH_OPTIONS = RULE_MATCH_KINDS.map((value) => ({ value, label: MATCH_KIND_LABELS[value] }));

type RuleDialogProps = {
  /** The rule to edit; none to add one at the end of the list. */
  editing: CategoryRule | null;
  onClose: () => void;
};

/** Add or edit a rule: the text, how it matches, the category and subcategory it gives. */
export function RuleDialog({ editing, onClose }: RuleDialogProps) {
  const categories = useCategories();
  const [fields, setFields] = useState<RuleFields>(() => ({
    pattern: editing?.pattern ?? '',
    matchKind: editing?.matchKind ?? 'CONTAINS',
    category: editing?.category ?? '',
    subcategory: editing?.subcategory ?? '',
  }));
  const [errors, setErrors] = useState<RuleFieldErrors>({});
  const dirty = useChanged(fields);
  // The server's refusal (the limit, a category gone meanwhile), in the dialog the user looks at.
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateCategoryRule();
  const update = useUpdateCategoryRule();
  const list = useMemo(() => categories.data ?? [], [categories.data]);
  const subcategories = list.find((c) => c.name === fields.category)?.subcategories ?? [];
  const set = <K extends keyof RuleFields>(key: K, value: RuleFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = categoryRuleFormSchema.safeParse(fields);
    if (!checked.success) {
      const next: RuleFieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'pattern' || field === 'category') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...checked.data });
      else await create.mutateAsync(checked.data);
      onClose();
    } catch (error) {
      setRefusal(categoryRuleErrorMessage(error as Error));
    }
  };

  return (
    <Modal
      open
      dirty={dirty}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? 'Editează regula' : 'Adaugă regulă'}
      description="Se aplică rândurilor importate din extrase: descrierea sau beneficiarul, fără să conteze literele mari sau diacriticele."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Renunță</Button>
          <Button type="submit" form="rule-form" loading={create.isPending || update.isPending}>
            {editing ? 'Salvează regula' : 'Adaugă regula'}
          </Button>
        </>
      }
    >
      <form id="rule-form" className="opt-form" noValidate onSubmit={(e) => void submit(e)}>
        {refusal ? <Alert variant="error">{refusal}</Alert> : null}
        <FormField label="Textul căutat" hint="De exemplu: Mega Image, Netflix, OMV." error={errors.pattern}>
          {(p) => <input {...p} className="bg-form-input" name="pattern" autoComplete="off" value={fields.pattern} onChange={(e) => set('pattern', e.target.value)} />}
        </FormField>
        <RadioChoice label="Descrierea sau beneficiarul" name="matchKind" value={fields.matchKind} options={MATCH_OPTIONS} onChange={(value) => set('matchKind', value)} />
        <FormField label="Categorie" error={errors.category}>
          {(p) => (
            <select {...p} className="bg-form-input" name="category" value={fields.category} onChange={(e) => setFields((f) => ({ ...f, category: e.target.value, subcategory: '' }))}>
              <option value="">Alege categoria</option>
              {list.map((c) => (
                <option key={c.name} value={c.name}>{categoryLabel(c.name)}</option>
              ))}
              {fields.category && !list.some((c) => c.name === fields.category) ? <option value={fields.category}>{fields.category}</option> : null}
            </select>
          )}
        </FormField>
        <FormField label="Subcategorie">
          {(p) => (
            <select {...p} className="bg-form-input" name="subcategory" value={fields.subcategory} disabled={!fields.category} onChange={(e) => set('subcategory', e.target.value)}>
              <option value="">Fără subcategorie</option>
              {subcategories.map((s) => (
                <option key={s.name} value={s.name}>{s.name}</option>
              ))}
              {fields.subcategory && !subcategories.some((s) => s.name === fields.subcategory) ? <option value={fields.subcategory}>{fields.subcategory}</option> : null}
            </select>
          )}
        </FormField>
      </form>
    </Modal>
  );
}
