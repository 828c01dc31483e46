import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { Button, EmptyState, IconGrid } from '@buget/shared-ui/components';
import { useGridFullscreen } from './features/fullscreen/use-grid-fullscreen';
import { MobileNotice } from './features/mobile-notice/MobileNotice';
import { MonthNavigator } from './features/month-navigator/MonthNavigator';
import './App.css';

export const FULLSCREEN_TEXTS = {
  enter: 'Ecran complet',
  exit: 'Ieși din ecran complet',
  hint: 'Ctrl+Shift+F1 comută ecranul complet; Esc îl închide.',
} as const;

/** Grid Lunar: the monthly planning grid, full screen (the grid itself comes with its feature issue). */
export function App({ navigate }: RemoteParcelProps) {
  const { fullscreen, toggle } = useGridFullscreen();
  return (
    <div className="lunar-grid" data-fullscreen={fullscreen}>
      <header className="lunar-grid__bar">
        <h1 className="lunar-grid__title">Grid Lunar</h1>
        <div className="lunar-grid__tools">
          <MonthNavigator />
          <Button variant="secondary" size="sm" onClick={toggle} aria-pressed={fullscreen} title={FULLSCREEN_TEXTS.hint}>
            {fullscreen ? FULLSCREEN_TEXTS.exit : FULLSCREEN_TEXTS.enter}
          </Button>
        </div>
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
