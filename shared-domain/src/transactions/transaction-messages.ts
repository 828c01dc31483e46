/**
 * The form's texts for issue 22's rules (status against date, accounts, transfers). The same text
 * is shown when the form refuses a value before sending it and when the server refuses the write
 * (transaction-refusals.ts maps the server's hint to it).
 */
export const TRANSACTION_RULE_MESSAGES = {
  doneInFuture: 'O tranzacție realizată nu poate avea o dată din viitor.',
  plannedTooFar: 'O tranzacție planificată poate fi cel mult cu un an înainte.',
  sameAccount: 'Alege două conturi diferite.',
  fromAccountRequired: 'Alege contul din care pleacă banii.',
  toAccountRequired: 'Alege contul în care ajung banii.',
  savingAccountInvalid: 'O economie poate merge doar într-un cont de economii sau de investiții.',
  accountNotFound: 'Contul ales nu mai există. Alege alt cont.',
  /** Issue 26 point 2: between two currencies, what reached the other account. */
  toAmountRequired: 'Scrie suma care a ajuns în celălalt cont, în moneda lui.',
} as const;

/**
 * Issue 26 point 4: a row checked against the bank's balance is changed only after this question
 * (/transactions' form, the daily page's actions); the server drops the mark when its money changes.
 */
export const RECONCILED_CHANGE_TEXT = {
  title: 'Modifici o tranzacție reconciliată?',
  description: 'Tranzacția a fost verificată cu soldul băncii. Dacă îi schimbi suma, data, contul sau starea, nu mai este marcată reconciliată.',
  confirm: 'Salvează oricum',
} as const;
