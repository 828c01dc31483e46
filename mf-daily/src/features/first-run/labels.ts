import { ACCOUNT_TYPE_LABELS, localAccountTypeOf, type UserAccountRow } from '@buget/shared-domain/accounts';

/** The first-run card's texts (issue 22 point 5). */
export const FIRST_RUN_TEXT = {
  title: 'Cât ai acum în conturi?',
  lead: 'Scrie cât era în fiecare cont la începutul zilei alese. Soldul disponibil din antet, soldurile zilei și Grid Lunar pornesc de la aceste sume.',
  dropHint: 'Pentru un cont pe care nu îl ai, alege „Nu am”.',
  date: 'Sold la începutul zilei de',
  amountLabel: (name: string) => `Sold ${name}`,
  drop: 'Nu am',
  dropLabel: (name: string) => `Nu am contul ${name}`,
  dropped: 'Contul va fi șters (sau dezactivat, dacă are deja tranzacții).',
  lastKept: 'Ultimul cont activ rămâne.',
  save: 'Salvează soldurile',
  amountRequired: 'Scrie soldul contului sau alege „Nu am”.',
  dateRequired: 'Alege ziua de la care pornesc soldurile.',
  dateInFuture: 'Ziua nu poate fi în viitor.',
  keepOne: 'Păstrează cel puțin un cont.',
} as const;

/** What an account is, said under its field. */
export const accountHint = (account: Pick<UserAccountRow, 'account_type' | 'included_in_total'>): string => {
  const type = ACCOUNT_TYPE_LABELS[localAccountTypeOf(account.account_type)];
  if (account.account_type === 'CREDIT') return `${type} · poate fi negativ, dacă datorezi`;
  return account.included_in_total ? `${type} · intră în soldul disponibil` : `${type} · nu intră în soldul disponibil`;
};
