import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { Button, EmptyState, IconDaily, IconTransactions } from '@buget/shared-ui/components';
import { DayNavigator } from './features/day-navigator/DayNavigator';
import './App.css';

/** Situația Zilei: planned versus actual for the selected day (the comparison comes with its feature issue). */
export function App({ navigate }: RemoteParcelProps) {
  return (
    <div className="daily">
      <DayNavigator />
      <EmptyState
        icon={<IconDaily />}
        title="Situația zilei este în pregătire"
        description="Aici vei compara sumele planificate cu cele realizate pentru ziua aleasă, vei marca plățile ca efectuate și vei vedea rata de realizare. Până atunci, tranzacțiile tale sunt în pagina Tranzacții."
        action={
          <Button variant="primary" icon={<IconTransactions />} onClick={() => navigate('/transactions')}>
            Mergi la Tranzacții
          </Button>
        }
      />
    </div>
  );
}
