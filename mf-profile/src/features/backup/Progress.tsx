import { Button } from '@buget/shared-ui/components';
import { useId } from 'react';

type ProgressProps = { percent: number; label: string; onCancel?: () => void };

/** A labelled progress bar, with a cancel button while the work can be stopped. */
export function Progress({ percent, label, onCancel }: ProgressProps) {
  const id = useId();
  return (
    <div className="pf-progress">
      <p className="pf-progress__label" id={id}>
        {label} {percent}%
      </p>
      <progress max={100} value={percent} aria-labelledby={id} />
      {onCancel ? (
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Anulează
        </Button>
      ) : null}
    </div>
  );
}
