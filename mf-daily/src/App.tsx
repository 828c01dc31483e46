import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import {
  canComplete,
  canEditActual,
  canPostpone,
  canRevert,
  cumulativeSpending,
  DAILY_REFUSALS,
  daySummary,
  formatMonthKey,
  nextTempId,
  toMonthKey,
  useDailyAction,
  useDailyMonth,
  useDailySituation,
  type DailyAction,
  type DailyItem,
  type UnplannedDraft,
} from '@buget/shared-domain/planning';
import { addDays, firstDayOfMonth, toLocalIsoDate, type RemoteParcelProps } from '@buget/shared-domain/rules';
import { RECONCILED_CHANGE_TEXT } from '@buget/shared-domain/transactions';
import { useGlobalDateStore } from '@buget/shared-domain/stores';
import { Button, EmptyState, IconAlert, IconDaily, Spinner } from '@buget/shared-ui/components';
import { MonthCalendar } from './features/calendar/MonthCalendar';
import { SpendingPanel } from './features/chart/SpendingPanel';
import { DayNavigator } from './features/day-navigator/DayNavigator';
import { FirstRun } from './features/first-run/FirstRun';
import { useUrlDate } from './features/day-navigator/use-url-date';
import { ItemList, visualOrder } from './features/items/ItemList';
import type { ItemHandlers } from './features/items/ItemRow';
import { PAGE_TEXT } from './features/items/labels';
import { useDailyShortcuts } from './features/keyboard/use-daily-shortcuts';
import type { DailyKeyAction } from './features/keyboard/shortcuts';
import { QuickAddForm } from './features/quick-add/QuickAddForm';
import { DaySummaryCard } from './features/summary/DaySummaryCard';
import './features/items/items.css';
import './App.css';

// The reconciled-item question (issue 26 point 4) is rare: its dialog (Radix; 14 KB gz of the
// first load, bench:bundle) is fetched when the question is first asked.
const ConfirmDialog = lazy(() => import('@buget/shared-ui/dialogs').then((module) => ({ default: module.ConfirmDialog })));

/** Situația Zilei: the selected day planned against what really happened (issue 12). */
export function App({ navigate }: RemoteParcelProps) {
  useUrlDate();
  const today = toLocalIsoDate(new Date());
  const selectedDate = useGlobalDateStore((state) => state.selectedDate);
  const monthKey = toMonthKey(selectedDate);
  const situation = useDailySituation(selectedDate, today);
  const month = useDailyMonth(monthKey);
  const action = useDailyAction(selectedDate, today);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [categoryError, setCategoryError] = useState<string | null>(null);
  // The month aside waits for the first day's answer: drawn under the loader, it was pushed below
  // a 390 px screen when the day arrived (CLS 0.34 in bench:vitals). Once shown, it stays.
  const [asideShown, setAsideShown] = useState(false);
  if (!asideShown && !situation.isPending) setAsideShown(true);
  const root = useRef<HTMLDivElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const data = situation.data;
  const order = useMemo(() => (data ? visualOrder(data.items, data.overdue) : []), [data]);
  const selected = order.find((item) => item.id === selectedId) ?? null;
  const summary = useMemo(() => daySummary(data?.items ?? []), [data]);
  const points = useMemo(() => cumulativeSpending(month.data?.month === monthKey ? month.data.days : [], Number(selectedDate.slice(8))), [month.data, monthKey, selectedDate]);

  const { mutate } = action;
  const act = useCallback(
    (next: DailyAction) =>
      mutate(next, {
        onError: (error) => {
          if (next.kind === 'add' && (error as Error & { hint?: string }).hint === 'UNKNOWN_CATEGORY') setCategoryError(DAILY_REFUSALS.UNKNOWN_CATEGORY ?? null);
        },
      }),
    [mutate],
  );
  // A reconciled item (issue 26 point 4): changing its amount or status asks first, as /transactions does.
  const [reconciledChange, setReconciledChange] = useState<DailyAction | null>(null);
  const handlers: ItemHandlers = useMemo(() => {
    const guarded = (next: Extract<DailyAction, { item: DailyItem }>) => (next.item.reconciled ? setReconciledChange(next) : act(next));
    return {
      onComplete: (item) => act({ kind: 'complete', item }),
      onEdit: (item, actual) => guarded({ kind: 'edit', item, actual }),
      onPostpone: (item) => act({ kind: 'postpone', item }),
      onRevert: (item) => guarded({ kind: 'revert', item }),
      onSelect: setSelectedId,
    };
  }, [act]);
  const addUnplanned = (draft: UnplannedDraft) => {
    setCategoryError(null);
    act({ kind: 'add', draft, tempId: nextTempId() });
  };

  const focusItem = (item: DailyItem) => {
    setSelectedId(item.id);
    root.current?.querySelector<HTMLElement>(`[data-item-id="${item.id}"]`)?.focus();
  };
  useDailyShortcuts(root, (key: DailyKeyAction): boolean => {
    if (key === 'add') {
      amountRef.current?.focus();
      return true;
    }
    if (key === 'next' || key === 'previous') {
      if (order.length === 0) return false;
      const index = selected ? order.indexOf(selected) : -1;
      const nextIndex = key === 'next' ? Math.min(index + 1, order.length - 1) : Math.max(index - 1, 0);
      const target = order[index === -1 ? 0 : nextIndex];
      if (target) focusItem(target);
      return true;
    }
    if (!selected) return false;
    if (key === 'complete' && canComplete(selected, today)) handlers.onComplete(selected);
    else if (key === 'edit' && canEditActual(selected, today)) setEditingId(selected.id);
    else if (key === 'postpone' && canPostpone(selected)) handlers.onPostpone(selected);
    else if (key === 'revert' && canRevert(selected)) handlers.onRevert(selected);
    else return false;
    return true;
  });

  let body;
  if (situation.isPending) {
    body = (
      <div className="daily__state" role="status">
        <Spinner size="lg" label={PAGE_TEXT.loading} />
      </div>
    );
  } else if (!data) {
    body = (
      <EmptyState
        icon={<IconAlert />}
        title={PAGE_TEXT.loadError}
        description="Verifică conexiunea și încearcă din nou."
        action={<Button onClick={() => void situation.refetch()}>{PAGE_TEXT.retry}</Button>}
      />
    );
  } else {
    body = (
      <>
        <DaySummaryCard summary={summary} situation={data} balancesPending={action.isPending || situation.isFetching} />
        <QuickAddForm date={selectedDate} today={today} onAdd={addUnplanned} amountRef={amountRef} serverCategoryError={categoryError} />
        <section className="daily__section" aria-labelledby="daily-items-title">
          <h2 id="daily-items-title" className="daily__section-title">
            Elementele zilei
          </h2>
          {data.items.length === 0 ? (
            <EmptyState icon={<IconDaily />} title={PAGE_TEXT.emptyTitle} description={PAGE_TEXT.emptyDescription} />
          ) : (
            <ItemList items={data.items} grouped label="Elementele zilei" today={today} selectedId={selectedId} editingId={editingId} onEditingChange={setEditingId} handlers={handlers} />
          )}
        </section>
        {data.overdue.length > 0 ? (
          <section className="daily__section daily__overdue" aria-labelledby="daily-overdue-title" data-testid="daily-overdue">
            <h2 id="daily-overdue-title" className="daily__section-title">
              {PAGE_TEXT.overdueTitle} <span className="daily__count">({data.overdue_count})</span>
            </h2>
            <p className="daily__section-description">{PAGE_TEXT.overdueDescription}</p>
            {data.overdue_count > data.overdue.length ? (
              <p className="daily__section-description" data-testid="daily-overdue-more">
                Se văd cele mai vechi {data.overdue.length} din {data.overdue_count}.{' '}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => navigate(`/transactions?stare=PENDING&data_de_la=${firstDayOfMonth(selectedDate)}&data_pana_la=${addDays(selectedDate < today ? selectedDate : today, -1)}`)}
                >
                  Vezi toate în Tranzacții
                </Button>
              </p>
            ) : null}
            <ItemList items={data.overdue} grouped={false} label={PAGE_TEXT.overdueTitle} today={today} selectedId={selectedId} editingId={editingId} onEditingChange={setEditingId} handlers={handlers} />
          </section>
        ) : null}
      </>
    );
  }

  return (
    <div className="daily" ref={root}>
      {/* The page's own h1 (the header's title is the frame's): the shell focuses it after navigation, inside the page, so its keys work. */}
      <h1 className="bg-visually-hidden">{PAGE_TEXT.title}</h1>
      <FirstRun today={today} />
      <DayNavigator today={today} />
      <div className="daily__layout">
        <div className="daily__main">{body}</div>
        {asideShown ? (
          <aside className="daily__aside" aria-label="Luna aleasă">
            <MonthCalendar today={today} month={month.data} />
            {points.length > 0 ? <SpendingPanel points={points} selectedDay={points.length} monthLabel={formatMonthKey(monthKey)} /> : null}
          </aside>
        ) : null}
      </div>
      {reconciledChange ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => (open ? undefined : setReconciledChange(null))}
            title={RECONCILED_CHANGE_TEXT.title}
            description={RECONCILED_CHANGE_TEXT.description}
            confirmLabel={RECONCILED_CHANGE_TEXT.confirm}
            onConfirm={() => {
              act(reconciledChange);
              setReconciledChange(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
