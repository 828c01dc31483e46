import { useRef } from 'react';
import { useAuthStore } from '@buget/shared-domain/auth';
import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { selectedMonthKey, useGlobalDateStore } from '@buget/shared-domain/stores';
import { Button } from '@buget/shared-ui/components';
import { useToastsBelow } from '@buget/shared-ui/toast-inset';
import { useGridFullscreen } from './features/fullscreen/use-grid-fullscreen';
import { MobileNotice } from './features/mobile-notice/MobileNotice';
import { MonthGridView } from './features/month-grid/MonthGridView';
import { useFillHeight } from './features/month-grid/use-fill-height';
import { MonthNavigator } from './features/month-navigator/MonthNavigator';
import { CopyPlanButton } from './features/plan-copy';
import './App.css';

export const FULLSCREEN_TEXTS = {
  enter: 'Ecran complet',
  exit: 'Ieși din ecran complet',
  hint: 'Ctrl+Shift+F1 comută ecranul complet; Esc îl închide.',
} as const;

/** Grid Lunar: the monthly planning grid, full width, its month shared with the daily page. */
export function App({ navigate }: RemoteParcelProps) {
  const { fullscreen, toggle } = useGridFullscreen();
  const month = useGlobalDateStore(selectedMonthKey);
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  useFillHeight(rootRef, [fullscreen]);
  useToastsBelow(barRef, [fullscreen]);
  return (
    <div ref={rootRef} className="lunar-grid" data-fullscreen={fullscreen}>
      <header ref={barRef} className="lunar-grid__bar">
        <h1 className="lunar-grid__title">Grid Lunar</h1>
        <div className="lunar-grid__tools">
          <MonthNavigator />
          <CopyPlanButton month={month} />
          <Button variant="secondary" size="sm" onClick={toggle} aria-pressed={fullscreen} title={FULLSCREEN_TEXTS.hint}>
            {fullscreen ? FULLSCREEN_TEXTS.exit : FULLSCREEN_TEXTS.enter}
          </Button>
        </div>
      </header>
      <MonthGridView month={month} userId={userId} />
      <MobileNotice onGoToTransactions={() => navigate('/transactions')} />
    </div>
  );
}
