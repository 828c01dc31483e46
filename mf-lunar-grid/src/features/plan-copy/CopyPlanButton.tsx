import { useCopyPreviousMonthPlan } from '@buget/shared-domain/planning';
import { Button, IconCopy } from '@buget/shared-ui/components';
import { Tooltip } from '@buget/shared-ui/tooltip';

export type CopyPlanButtonProps = {
  /** The month shown, 'YYYY-MM': last month's plan is copied into it. */
  month: string;
};

export const COPY_PLAN_LABEL = 'Copiază planul lunii trecute';
export const COPY_PLAN_HINT =
  'Copiază tranzacțiile încă neîncheiate ale lunii trecute (fără cele recurente) în aceleași zile ale acestei luni. Ce a fost deja copiat nu se copiază a doua oară.';

/**
 * "Copiază planul lunii trecute" (issue 11 point 7): one server call; the toast tells how many rows
 * came over and offers "Anulează". While a copy runs the button waits, so a double click copies once.
 */
export function CopyPlanButton({ month }: CopyPlanButtonProps) {
  const copy = useCopyPreviousMonthPlan();
  return (
    <Tooltip content={COPY_PLAN_HINT}>
      <Button
        variant="secondary"
        size="sm"
        icon={<IconCopy size={16} />}
        loading={copy.isPending}
        onClick={() => {
          if (!copy.isPending) copy.mutate(month);
        }}
      >
        {COPY_PLAN_LABEL}
      </Button>
    </Tooltip>
  );
}
