import type { Frequency, TransactionType } from '@buget/shared-domain/schemas';
import type { TransactionStatusFilter } from '@buget/shared-domain/transactions';

/** Romanian names shown for stored codes. */
export const TYPE_LABELS: Record<TransactionType, string> = { INCOME: 'Venit', EXPENSE: 'Cheltuială', SAVING: 'Economie' };
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  NONE: 'Fără',
  DAILY: 'Zilnic',
  WEEKLY: 'Săptămânal',
  MONTHLY: 'Lunar',
  YEARLY: 'Anual',
};
export const STATUS_LABELS: Record<TransactionStatusFilter, string> = {
  PENDING: 'Planificată',
  COMPLETED: 'Efectuată',
  MODIFIED: 'Modificată',
  SKIPPED: 'Amânată',
};

export const PAGE_TEXT = {
  title: 'Tranzacții',
  description: 'Veniturile, cheltuielile și economiile tale, cu soldul cumulat după fiecare.',
  add: 'Adaugă tranzacție',
  export: 'Exportă',
  columns: 'Coloane',
  loading: 'Se încarcă tranzacțiile...',
  emptyTitle: 'Nicio tranzacție încă',
  emptyDescription: 'Adaugă primul venit, prima cheltuială sau economie și o vei vedea aici, cu soldul cumulat.',
  noMatchTitle: 'Nicio tranzacție nu corespunde filtrelor',
  noMatchDescription: 'Schimbă sau resetează filtrele ca să vezi mai multe tranzacții.',
  retry: 'Încearcă din nou',
} as const;
