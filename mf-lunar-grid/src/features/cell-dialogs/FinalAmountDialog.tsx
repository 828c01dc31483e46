import { formatMoney } from '@buget/shared-domain/rules';
import { Button } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';

export const FINAL_AMOUNT_TEXTS = {
  question: 'Este suma finală și completă?',
  yes: 'Da, finală',
  no: 'Încă nu',
} as const;

type FinalAmountDialogProps = {
  /** What is being saved: 'Nutriție › Restaurante, 12 noiembrie' and the amount. */
  cellName: string | null;
  value: number;
  onAnswer: (final: boolean) => void;
  onCancel: () => void;
};

/**
 * The final-amount question after a grid save (spec point 2): 'Da, finală' saves the row as
 * completed, 'Încă nu' as planned; Escape or closing saves nothing and the cell keeps its value.
 */
export function FinalAmountDialog({ cellName, value, onAnswer, onCancel }: FinalAmountDialogProps) {
  return (
    <Modal
      open={cellName !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={FINAL_AMOUNT_TEXTS.question}
      description={cellName ? `${cellName}: ${formatMoney(value)}. „Da, finală” o salvează ca tranzacție finalizată, „Încă nu” o lasă planificată.` : undefined}
      size="sm"
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {FINAL_AMOUNT_TEXTS.no}
          </Button>
          <Button variant="primary" onClick={() => onAnswer(true)}>
            {FINAL_AMOUNT_TEXTS.yes}
          </Button>
        </>
      }
    />
  );
}
