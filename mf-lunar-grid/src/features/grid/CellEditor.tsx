import { useEffect, useId, useRef } from 'react';
import type { CellEdit } from './keyboard';

type CellEditorProps = {
  label: string;
  edit: CellEdit;
  onDraft: (draft: string) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
};

/** The in-cell field: takes focus with the caret at the end; a refused value shows its message under the cell. */
export function CellEditor({ label, edit, onDraft, onKeyDown }: CellEditorProps) {
  const ref = useRef<HTMLInputElement>(null);
  const errorId = useId();
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
        aria-describedby={edit.error ? errorId : undefined}
        value={edit.draft}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {edit.error ? (
        <span id={errorId} role="alert" className="lg-editor__error">
          {edit.error}
        </span>
      ) : null}
    </>
  );
}
