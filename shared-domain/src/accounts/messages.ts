import { ACCOUNT_LIMITS } from '@buget/shared-domain/constants';
import type { LocalAccountType } from '@buget/shared-domain/schemas';

/**
 * The accounts' texts of spec point 8. Where the spec quotes one it is copied exactly (the
 * server-failure create text, the migration); where it only names the case, the wording is ours.
 */
export const ACCOUNT_MESSAGES = {
  created: 'Contul a fost creat cu succes.',
  updated: 'Contul a fost actualizat.',
  setAsDefault: 'Contul a fost setat ca implicit.',
  deleted: 'Contul a fost șters.',
  reordered: 'Ordinea conturilor a fost salvată.',
  deactivated: 'Contul a fost dezactivat.',
  activated: 'Contul a fost activat.',
  migrated: 'Conturile au fost migrate pe server',
  synced: 'Conturile salvate local au fost sincronizate cu serverul.',
  savedLocallyServer: 'Eroare server - contul a fost salvat local și va fi sincronizat ulterior',
  savedLocallyOffline: 'Aplicația este offline - contul a fost salvat local și va fi sincronizat la reconectare',
  updateSavedLocallyServer: 'Eroare server - modificările contului au fost salvate local și vor fi sincronizate ulterior',
  updateSavedLocallyOffline: 'Aplicația este offline - modificările contului au fost salvate local și vor fi sincronizate la reconectare',
  savedLocallyQueued: 'Contul a fost salvat local și va fi sincronizat după modificările aflate deja în așteptare',
  updateSavedLocallyQueued: 'Modificările contului au fost salvate local și vor fi sincronizate după cele aflate deja în așteptare',
  maxReached: `Ai atins numărul maxim de ${ACCOUNT_LIMITS.maxAccounts} conturi.`,
  notFound: 'Contul nu a fost găsit',
  notActive: 'Contul nu este activ',
  lastActive: 'Ultimul cont activ nu poate fi șters.',
  lastActiveDeactivate: 'Ultimul cont activ nu poate fi dezactivat.',
  hasTransactions: 'Contul are tranzacții și nu poate fi șters. Îl poți dezactiva în schimb.',
  currencyLocked: 'Moneda contului nu se mai poate schimba: contul are deja tranzacții.',
  currencyInvalid: 'Alege o monedă din listă: RON, EUR, USD sau GBP.',
  needsServer: 'Această acțiune are nevoie de conexiune la server. Încearcă din nou când ești online.',
  notSyncedYet: 'Contul nu este încă sincronizat cu serverul.',
  orderInvalid: 'Lista conturilor s-a schimbat între timp. Reîncarcă pagina și încearcă din nou.',
  saveFailed: 'Contul nu a putut fi salvat.',
  queueOfAnotherUser: 'Conturile salvate local aparțin altui utilizator decât cel conectat și nu au fost sincronizate.',
  syncRefused: (name: string, reason: string): string => `Contul „${name}” nu a putut fi sincronizat: ${reason}`,
} as const;

/** Each account type's Romanian name (the options page, the first-run card). */
export const ACCOUNT_TYPE_LABELS: Record<LocalAccountType, string> = {
  checking: 'Cont curent',
  savings: 'Economii',
  investment: 'Investiții',
  cash: 'Numerar',
  credit: 'Credit',
};
