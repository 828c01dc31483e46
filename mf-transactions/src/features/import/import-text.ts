import { countRo } from '@buget/shared-domain/rules';
import type { BankState } from './parse/types';

/** The import's Romanian text (issue 25), in one place. */
export const IMPORT_TEXT = {
  title: 'Importă extras de cont',
  description: 'Alege extrasul descărcat de la bancă și contul căruia îi aparține. Nimic nu se salvează înainte să confirmi.',
  dropHere: 'Trage extrasul aici sau alege-l de pe dispozitiv',
  dropFormats: 'CSV (Banca Transilvania, ING, Revolut sau orice CSV), MT940, CAMT.053 (XML), OFX · cel mult 5 MB',
  chooseFile: 'Alege fișierul',
  account: 'Contul extrasului',
  reading: 'Se citește extrasul...',
  checking: 'Se compară cu tranzacțiile contului...',
  tooBig: 'Fișierul are peste 5 MB. Alege un extras mai mic (cel mult 5 MB) sau împarte perioada în două.',
  noRows: 'Extrasul nu conține nicio tranzacție de importat.',
  unreadable: 'Fișierul nu a putut fi citit. Încearcă din nou sau alege alt fișier.',
  candidatesFailed: 'Tranzacțiile contului nu au putut fi încărcate, așa că duplicatele nu pot fi verificate. Nimic nu a fost salvat; încearcă din nou.',
  back: 'Înapoi',
  cancel: 'Renunță',
  undo: 'Anulează',
  history: 'Importuri anterioare',
  historyEmpty: 'Niciun import încă.',
  undoImport: 'Anulează importul',
  unlink: 'Dezleagă',
  rememberRule: 'Creează regula',
  refusedTitle: (n: number) => `${countRo(n, 'rând nu a putut fi citit', 'rânduri nu au putut fi citite')} și nu va fi importat${n === 1 ? '' : 'e'}`,
  importButton: (n: number) => (n === 0 ? 'Nimic de importat' : `Importă ${countRo(n, 'tranzacție', 'tranzacții')}`),
} as const;

/** What the bank said of a row it did not book. */
export const BANK_STATE_LABELS: Record<Exclude<BankState, 'BOOKED'>, string> = {
  PENDING: 'În așteptare la bancă',
  DECLINED: 'Refuzată de bancă',
  REVERTED: 'Anulată de bancă',
};
