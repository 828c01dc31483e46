import type { Currency } from '@buget/shared-domain/constants';
import type { DateFormat, ThemeMode, ToastPosition } from '@buget/shared-domain/schemas';

/** The section's Romanian labels; every choice of a list setting has one. */
export const SETTINGS_TEXTS = {
  title: 'Setări',
  intro: 'Setările tale se păstrează în cont și te urmează pe orice dispozitiv pe care te autentifici.',
  appearance: 'Aspect',
  theme: 'Temă',
  compactMode: 'Mod compact',
  compactModeHint: 'Rânduri mai dese în tabele, liste și grid.',
  toastPosition: 'Poziția notificărilor',
  formats: 'Formate',
  dateFormat: 'Formatul datei',
  defaultCurrency: 'Moneda implicită',
  defaultCurrencyHint: 'Moneda în care se salvează tranzacțiile noi.',
  balance: 'Sold',
  showBalanceInTitle: 'Arată soldul disponibil în titlul filei',
  balanceStartDate: 'Data de început a soldului',
  /** Around the date format the person chose ('zz/ll/aaaa'); non-breaking hyphens (U+2011) keep 'aaaa-ll-zz' on one line. */
  balanceStartDateHint: (format: string) =>
    `Ziua de la care se calculează soldurile (${format.replaceAll('-', '\u2011')}). Până la ea, soldul este cel inițial al conturilor; tranzacțiile cu dată anterioară rămân în liste, dar nu schimbă niciun sold.`,
  balanceStartDateMissing: 'Alege data de început a soldului.',
  confirmations: 'Confirmări',
  confirmDeleteActions: 'Cere confirmare înainte de ștergere',
  confirmFinalAmount: 'Întreabă în Grid Lunar dacă suma introdusă este finală',
  other: 'Altele',
  enableNotifications: 'Notificări',
  enableMultiAccount: 'Mai multe conturi',
  enableMonthlyTransfers: 'Transferuri lunare automate',
  autoSaveInterval: 'Salvare automată la fiecare (secunde)',
  save: 'Salvează',
  saved: 'Setarea a fost salvată.',
} as const;

export const THEME_LABELS: Record<ThemeMode, string> = { light: 'Luminoasă', dark: 'Întunecată', system: 'Ca sistemul' };

export const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  'DD/MM/YYYY': 'ZZ/LL/AAAA (31/12/2025)',
  'MM/DD/YYYY': 'LL/ZZ/AAAA (12/31/2025)',
  'YYYY-MM-DD': 'AAAA-LL-ZZ (2025-12-31)',
};

export const CURRENCY_LABELS: Record<Currency, string> = {
  RON: 'Leu românesc (lei)',
  EUR: 'Euro (€)',
  USD: 'Dolar american ($)',
  GBP: 'Liră sterlină (£)',
};

export const TOAST_POSITION_LABELS: Record<ToastPosition, string> = {
  'top-left': 'Sus, stânga',
  'top-center': 'Sus, centru',
  'top-right': 'Sus, dreapta',
  'bottom-left': 'Jos, stânga',
  'bottom-center': 'Jos, centru',
  'bottom-right': 'Jos, dreapta',
};
