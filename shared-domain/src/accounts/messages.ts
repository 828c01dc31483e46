import { ACCOUNT_LIMITS } from '../constants';

/** Account notices of spec point 8; the quoted ones are exact, the rest our wording. */
export const ACCOUNT_MESSAGES = {
  maxReached: `Ați atins numărul maxim de ${ACCOUNT_LIMITS.maxAccounts} conturi`,
  notFound: 'Contul nu a fost găsit',
  notActive: 'Contul nu este activ',
  cannotDeleteLast: 'Nu puteți șterge ultimul cont activ',
  hasTransactions: 'Contul are tranzacții și nu poate fi șters',
  createServerError: 'Eroare server - contul a fost salvat local și va fi sincronizat ulterior',
  createOffline: 'Aplicația este offline - contul a fost salvat local și va fi sincronizat la reconectare',
  updateServerError: 'Eroare server - modificările au fost salvate local și vor fi sincronizate ulterior',
  updateOffline: 'Aplicația este offline - modificările au fost salvate local și vor fi sincronizate la reconectare',
  deleteServerError: 'Eroare server – contul a fost eliminat doar local',
  created: 'Contul a fost creat',
  updated: 'Contul a fost actualizat',
  setDefault: 'Contul a fost setat ca implicit',
  deleted: 'Contul a fost șters',
  migrated: 'Conturile au fost migrate pe server',
} as const;
