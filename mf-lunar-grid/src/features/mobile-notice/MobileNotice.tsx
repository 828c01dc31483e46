import { Button, IconTransactions } from '@buget/shared-ui/components';
import './MobileNotice.css';

type MobileNoticeProps = { onGoToTransactions: () => void };

/** On phones the grid does not fit: say so and point to the Transactions page (spec point 1). */
export function MobileNotice({ onGoToTransactions }: MobileNoticeProps) {
  return (
    <div className="grid-mobile-notice" role="dialog" aria-modal="true" aria-labelledby="grid-mobile-notice-title">
      <div className="grid-mobile-notice__card">
        <h2 id="grid-mobile-notice-title">Grid Lunar este pentru desktop și tabletă</h2>
        <p>Grila lunară are nevoie de un ecran mai lat. Pe telefon, adaugă și urmărește tranzacțiile în pagina Tranzacții.</p>
        <Button variant="primary" icon={<IconTransactions />} onClick={onGoToTransactions}>
          Mergi la Tranzacții
        </Button>
      </div>
    </div>
  );
}
