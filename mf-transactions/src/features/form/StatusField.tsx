import { FORM_STATUSES, type FormStatus } from '@buget/shared-domain/transactions';
import { useId } from 'react';
import { FORM_STATUS_LABELS } from '../labels';

const STATUS_HINTS: Record<FormStatus, string> = {
  done: 'A avut loc: intră în sold la data ei.',
  planned: 'Urmează: o marchezi realizată când are loc.',
};

type StatusFieldProps = { value: FormStatus; onChange: (status: FormStatus) => void; disabled?: boolean };

/** Done or planned (issue 22 point 8): two radio buttons drawn as one segmented control. */
export function StatusField({ value, onChange, disabled = false }: StatusFieldProps) {
  const hintId = useId();
  return (
    <fieldset className="tx-status-field" aria-describedby={hintId} disabled={disabled}>
      <legend className="bg-form-field__label">Stare</legend>
      <div className="tx-segmented">
        {FORM_STATUSES.map((status) => (
          <label key={status} className="tx-segmented__option">
            <input type="radio" name="status" value={status} checked={value === status} onChange={() => onChange(status)} />
            <span>{FORM_STATUS_LABELS[status]}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="bg-form-field__hint">{STATUS_HINTS[value]}</p>
    </fieldset>
  );
}
