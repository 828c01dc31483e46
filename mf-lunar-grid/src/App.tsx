import type { RemoteParcelProps } from '@buget/shared-domain';
import { EmptyState, IconGrid } from '@buget/shared-ui';
import { MobileNotice } from './features/mobile-notice/MobileNotice';
import { MonthNavigator } from './features/month-navigator/MonthNavigator';
import './App.css';

/** Grid Lunar: the monthly planning grid, full screen (the grid itself comes with its feature issue). */
export function App({ navigate }: RemoteParcelProps) {
  return (
    <div className="lunar-grid">
      <header className="lunar-grid__bar">
        <h1 className="lunar-grid__title">Grid Lunar</h1>
        <MonthNavigator />
      </header>
      <div className="lunar-grid__body">
        <EmptyState
          icon={<IconGrid />}
          title="Grila lunară este în pregătire"
          description="Aici vei planifica fiecare lună pe categorii și zile, vei edita sumele direct în celule și vei vedea totalurile lunii."
        />
      </div>
      <MobileNotice onGoToTransactions={() => navigate('/transactions')} />
    </div>
  );
}
