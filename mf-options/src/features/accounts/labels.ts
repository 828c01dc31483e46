import type { LocalAccountType } from '@buget/shared-domain/schemas';

export const ACCOUNT_TYPE_LABELS: Record<LocalAccountType, string> = {
  checking: 'Cont curent',
  savings: 'Economii',
  investment: 'Investiții',
  cash: 'Numerar',
  credit: 'Credit',
};

export const ACCOUNTS_TEXT = {
  title: 'Conturi',
  add: 'Adaugă cont',
  limitNote: 'Poți avea cel mult 10 conturi. Șterge sau refolosește unul ca să adaugi altul.',
  empty: 'Niciun cont încă',
  emptyDescription: 'Adaugă primul cont: banca, numerarul sau economiile tale.',
  offline: 'Serverul nu răspunde: vezi conturile așa cum le-a păstrat acest browser.',
  waiting: (n: number) => (n === 1 ? 'O modificare salvată local așteaptă serverul.' : `${n} modificări salvate local așteaptă serverul.`),
  syncNow: 'Sincronizează acum',
  default: 'Implicit',
  inactive: 'Inactiv',
  savedLocally: 'Salvat local',
  initial: 'Sold inițial',
  current: 'Sold curent',
  included: 'Inclus în total',
  yes: 'Da',
  no: 'Nu',
} as const;
