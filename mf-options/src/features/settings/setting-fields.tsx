import { useState, type FormEvent } from 'react';
import type { IsoDate } from '@buget/shared-domain/rules';
import { Button, FormField } from '@buget/shared-ui/components';
import { DateField } from '@buget/shared-ui/date-field';

type Option<T extends string> = { value: T; label: string };

type ChoiceFieldProps<T extends string> = {
  label: string;
  hint?: string;
  name: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
};

/** A setting chosen from a list. */
export function ChoiceField<T extends string>({ label, hint, name, value, options, onChange }: ChoiceFieldProps<T>) {
  return (
    <FormField label={label} hint={hint} className="opt-settings__field">
      {(control) => (
        <select {...control} className="bg-form-input" name={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type RadioChoiceProps<T extends string> = Omit<ChoiceFieldProps<T>, 'hint'>;

/** A setting with few choices, all in sight. */
export function RadioChoice<T extends string>({ label, name, value, options, onChange }: RadioChoiceProps<T>) {
  return (
    <fieldset className="opt-settings__radios">
      <legend className="bg-form-field__label">{label}</legend>
      <div className="opt-settings__radio-row">
        {options.map((option) => (
          <label key={option.value} className="opt-settings__radio">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type SwitchFieldProps = { label: string; hint?: string; name: string; checked: boolean; onChange: (checked: boolean) => void };

/** An on/off setting. */
export function SwitchField({ label, hint, name, checked, onChange }: SwitchFieldProps) {
  const hintId = hint ? `opt-setting-${name}-hint` : undefined;
  return (
    <div className="opt-settings__switch">
      <label className="opt-settings__switch-label">
        <input type="checkbox" role="switch" name={name} checked={checked} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="bg-form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextSettingProps = {
  label: string;
  hint?: string;
  name: string;
  value: string;
  inputMode?: 'numeric' | 'text';
  /** The Romanian error for the draft, or null when it may be saved. */
  check: (draft: string) => string | null;
  onSave: (draft: string) => void;
};

/** A typed setting: saved with its button (or Enter) once valid; an invalid draft saves nothing. */
export function TextSetting({ label, hint, name, value, inputMode = 'text', check, onSave }: TextSettingProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = draft ?? value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(shown);
    setError(problem);
    if (problem) return;
    setDraft(null);
    if (shown !== value) onSave(shown);
  };
  return (
    <form className="opt-settings__text" onSubmit={submit} noValidate aria-label={label}>
      <FormField label={label} hint={hint} error={error} className="opt-settings__field">
        {(control) => (
          <div className="opt-settings__inline">
            <input
              {...control}
              className="bg-form-input"
              name={name}
              inputMode={inputMode}
              value={shown}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit" variant="secondary">
              Salvează
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}

type DateSettingProps = {
  label: string;
  /** The hint under the field, written around the date format the person chose. */
  hint: (format: string) => string;
  name: string;
  value: IsoDate;
  /** The Romanian error for the chosen day ('' when the field is empty), or null when it may be saved. */
  check: (date: IsoDate | '') => string | null;
  onSave: (date: IsoDate) => void;
};

/**
 * A day setting: typed, shown and picked in the dateFormat setting (the shared date field),
 * saved as 'YYYY-MM-DD' with its button (or Enter) once it is a real day.
 */
export function DateSetting({ label, hint, name, value, check, onSave }: DateSettingProps) {
  const [draft, setDraft] = useState<IsoDate | '' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = draft ?? value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(chosen);
    setError(problem);
    if (problem || chosen === '') return;
    setDraft(null);
    if (chosen !== value) onSave(chosen);
  };
  return (
    <form className="opt-settings__text" onSubmit={submit} noValidate aria-label={label}>
      <DateField
        label={label}
        hint={hint}
        name={name}
        value={chosen}
        error={error}
        className="opt-settings__field"
        onChange={(date) => {
          setDraft(date);
          setError(null);
        }}
        action={
          <Button type="submit" variant="secondary">
            Salvează
          </Button>
        }
      />
    </form>
  );
}
