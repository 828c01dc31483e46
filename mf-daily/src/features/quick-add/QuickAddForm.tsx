import { useState, type FormEvent, type Ref } from 'react';
import { useUserAccounts } from '@buget/shared-domain/accounts';
import { categoryLabel, useCategories } from '@buget/shared-domain/categories';
import type { UnplannedDraft } from '@buget/shared-domain/planning';
import type { IsoDate } from '@buget/shared-domain/rules';
import { AmountField, Button, FormField, IconPlus, useClearedAfterSave } from '@buget/shared-ui/components';
import { accountOptions, categoryOptions, defaultAccountValue, defaultCategoryValue, QUICK_ADD_TEXT, validateQuickAdd, type QuickAddErrors } from './quick-add';
import './QuickAddForm.css';

type QuickAddFormProps = {
  date: IsoDate;
  today: IsoDate;
  onAdd: (draft: UnplannedDraft) => void;
  /** The amount field: N puts the focus there. */
  amountRef: Ref<HTMLInputElement>;
  /** A refusal of the server for the category, shown under it. */
  serverCategoryError: string | null;
};

/**
 * A spontaneous expense or income of the shown day in two keystrokes: N, the amount, Enter. The
 * category starts on the groceries and the account on the default one (each stays on the last one
 * chosen); errors show under their field.
 */
export function QuickAddForm({ date, today, onAdd, amountRef, serverCategoryError }: QuickAddFormProps) {
  const categories = useCategories();
  const list = categories.data ?? [];
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const accountsQuery = useUserAccounts();
  const accounts = accountsQuery.data ?? [];
  const [account, setAccount] = useState('');
  const accountChoices = accountOptions(accounts);
  // The field holds its place while the accounts load (they wait for the balance's start), so the
  // description and Adaugă below it do not jump when they arrive (issue 10: no layout shift).
  const showAccount = accountsQuery.isPending || accountChoices.length > 0;
  // The last account chosen, while it is still one to choose; else the default.
  const chosenAccount = accountChoices.some((a) => a.value === account) ? account : defaultAccountValue(accounts);
  const [errors, setErrors] = useState<QuickAddErrors>({});
  const chosen = category || defaultCategoryValue(list);
  const future = date > today;
  // Emptied by a save: the rest of a double click on Adaugă is dropped, without a message.
  const afterSave = useClearedAfterSave();
  const edit = (setter: (value: string) => void) => (value: string) => {
    afterSave.edited();
    setter(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (afterSave.repeated()) return;
    const result = validateQuickAdd({ amount, category: chosen, description, account: chosenAccount }, list, date, today, accounts);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setAmount('');
    setDescription('');
    afterSave.cleared();
    onAdd(result.draft);
  };

  return (
    <section className="quick-add" aria-labelledby="quick-add-title">
      <h2 id="quick-add-title" className="quick-add__title">Adaugă neplanificat</h2>
      {future ? (
        <p className="quick-add__note">{QUICK_ADD_TEXT.futureDay}</p>
      ) : (
        <form className={showAccount ? 'quick-add__form quick-add__form--account' : 'quick-add__form'} onSubmit={submit} noValidate>
          <AmountField label="Sumă (lei)" error={errors.amount} className="quick-add__amount" ref={amountRef} placeholder="0" value={amount} onValueChange={edit(setAmount)} />
          <FormField label="Categorie › subcategorie" error={errors.category ?? serverCategoryError ?? undefined} className="quick-add__category">
            {(control) => (
              <select {...control} className="bg-form-input" value={chosen} onChange={(event) => edit(setCategory)(event.target.value)}>
                {categoryOptions(list).map((group) => (
                  <optgroup key={group.category} label={categoryLabel(group.category)}>
                    {group.subcategories.map((sub) => (
                      <option key={sub.value} value={sub.value}>
                        {categoryLabel(group.category)} › {sub.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </FormField>
          {showAccount ? (
            <FormField label="Cont" className="quick-add__account">
              {(control) => (
                <select
                  {...control}
                  className="bg-form-input"
                  value={chosenAccount}
                  disabled={accountsQuery.isPending}
                  aria-busy={accountsQuery.isPending}
                  onChange={(event) => edit(setAccount)(event.target.value)}
                >
                  {accountChoices.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <FormField label="Descriere (opțional)" error={errors.description} className="quick-add__description">
            {(control) => (
              <input {...control} className="bg-form-input" autoComplete="off" value={description} onChange={(event) => edit(setDescription)(event.target.value)} />
            )}
          </FormField>
          <Button type="submit" icon={<IconPlus />} className="quick-add__submit">
            Adaugă
          </Button>
        </form>
      )}
    </section>
  );
}
