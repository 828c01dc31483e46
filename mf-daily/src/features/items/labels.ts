import type { DailyItemType } from '@buget/shared-domain/planning';
import type { DailyStatus } from '@buget/shared-domain/schemas';

/** The daily statuses as the page names them (issue 12 point 2). */
export const STATUS_LABELS: Record<DailyStatus, string> = {
  pending: 'În așteptare',
  completed: 'Realizat',
  modified: 'Modificat',
  skipped: 'Amânat',
  unplanned: 'Neplanificat',
};

export const TYPE_GROUP_LABELS: Record<DailyItemType, string> = {
  INCOME: 'Venituri',
  EXPENSE: 'Cheltuieli',
  SAVING: 'Economii',
  TRANSFER: 'Transferuri între conturi',
};

export const TYPE_ORDER: readonly DailyItemType[] = ['INCOME', 'EXPENSE', 'SAVING', 'TRANSFER'];

export const PAGE_TEXT = {
  title: 'Situația Zilei',
  loading: 'Se încarcă ziua...',
  loadError: 'Ziua nu a putut fi încărcată.',
  retry: 'Reîncearcă',
  emptyTitle: 'Nimic planificat în această zi',
  emptyDescription: 'Adaugă mai sus o cheltuială sau un venit neplanificat, sau planifică în Grid Lunar.',
  overdueTitle: 'Restanțe',
  overdueDescription: 'Elemente rămase în așteptare din zilele trecute ale lunii.',
  planned: 'Planificat',
  transfer: 'Transfer între conturi',
  actual: 'Realizat',
  recurring: 'Recurentă',
  postponedFrom: 'Amânat din ziua anterioară',
} as const;
