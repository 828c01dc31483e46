import type { Frequency } from '@buget/shared-domain/schemas';
import type { FormStatus, ListedTransactionType, TransactionStatusFilter } from '@buget/shared-domain/transactions';

/** Romanian names shown for stored codes. */
export const TYPE_LABELS: Record<ListedTransactionType, string> = { INCOME: 'Venit', EXPENSE: 'Cheltuială', SAVING: 'Economie', TRANSFER: 'Transfer' };
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  NONE: 'Fără',
  DAILY: 'Zilnic',
  WEEKLY: 'Săptămânal',
  MONTHLY: 'Lunar',
  YEARLY: 'Anual',
};
/** A row's status (issue 22 point 8): planned, done, done at another amount, postponed. */
export const STATUS_LABELS: Record<TransactionStatusFilter, string> = {
  PENDING: 'Planificată',
  COMPLETED: 'Realizată',
  MODIFIED: 'Modificată',
  SKIPPED: 'Amânată',
};
/** The form's choice: the same words as the list's. */
export const FORM_STATUS_LABELS: Record<FormStatus, string> = { done: STATUS_LABELS.COMPLETED, planned: STATUS_LABELS.PENDING };

export const PAGE_TEXT = {
  title: 'Tranzacții',
  description: 'Veniturile, cheltuielile, economiile și transferurile tale, cu soldul disponibil după fiecare.',
  add: 'Adaugă tranzacție',
  export: 'Exportă',
  import: 'Importă extras',
  dropStatement: 'Lasă extrasul aici ca să-l imporți',
  columns: 'Coloane',
  loading: 'Se încarcă tranzacțiile...',
  emptyTitle: 'Nicio tranzacție încă',
  emptyDescription: 'Adaugă primul venit, prima cheltuială sau economie și o vei vedea aici, cu soldul cumulat.',
  noMatchTitle: 'Nicio tranzacție nu corespunde filtrelor',
  noMatchDescription: 'Schimbă sau resetează filtrele ca să vezi mai multe tranzacții.',
  retry: 'Încearcă din nou',
} as const;
