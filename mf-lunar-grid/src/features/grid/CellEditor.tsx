import { useEffect, useId, useRef } from 'react';
import { amountReadingHint } from '@buget/shared-ui/components';
import type { CellEdit } from './keyboard';

type CellEditorProps = {
  label: string;
  edit: CellEdit;
  onDraft: (draft: string) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * The in-cell field: takes focus with the caret at the end. Under the cell, how the text was read
 * ('Citit: 1.234,56 lei', while it reads otherwise than typed) and a refused value's message.
 */
export function CellEditor({ label, edit, onDraft, onKeyDown }: CellEditorProps) {
  const ref = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const readingId = useId();
  const reading = amountReadingHint(edit.draft);
  const describedBy = [reading ? readingId : null, edit.error ? errorId : null].filter(Boolean).join(' ');
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  return (
    <>
      <input
        ref={ref}
        className="lg-editor"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={edit.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        value={edit.draft}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {reading || edit.error ? (
        <span className="lg-editor__notes">
          {reading ? (
            <span id={readingId} className="lg-editor__reading">
              {reading}
            </span>
          ) : null}
          {edit.error ? (
            <span id={errorId} role="alert" className="lg-editor__error">
              {edit.error}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
