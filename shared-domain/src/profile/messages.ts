import { countRo, formatWholeNumber } from '@buget/shared-domain/rules';
import type { BackupTable } from './backup-schema';

/** What the profile page calls each table of a backup. */
export const BACKUP_TABLE_LABELS: Record<BackupTable, string> = {
  user_accounts: 'Conturi',
  custom_categories: 'Categorii',
  user_settings: 'Setări',
  recurring_rules: 'Reguli recurente',
  transactions: 'Tranzacții',
};

const rows = (n: number) => countRo(n, 'rând', 'rânduri');
const megabytes = (bytes: number) => `${formatWholeNumber(bytes / (1024 * 1024))} MB`;

/**
 * The Romanian texts of backup and restore (spec point 8 'Backup, restore and sync: error and
 * success messages exist; their wording is not shown': ours). Every refusal ends with what stays
 * true: nothing was changed.
 */
export const RESTORE_MESSAGES = {
  empty: 'Fișierul este gol. Nu s-a schimbat nimic.',
  tooLarge: (bytes: number, max: number) =>
    `Fișierul are ${megabytes(bytes)}, iar o copie de rezervă poate avea cel mult ${megabytes(max)}. Nu s-a schimbat nimic.`,
  notJson: 'Fișierul nu este un JSON valid: poate fi incomplet (descărcare întreruptă) sau deteriorat. Nu s-a schimbat nimic.',
  notBackup: 'Fișierul nu este o copie de rezervă Buget. Nu s-a schimbat nimic.',
  foreignVersion: (version: unknown, supported: number) =>
    `Copia de rezervă are versiunea ${String(version)}, iar aplicația citește versiunea ${supported}. Nu s-a schimbat nimic.`,
  invalidValue: (where: string) => `Copia de rezervă conține o valoare greșită (${where}). Nu s-a schimbat nimic.`,
  tooManyRows: (label: string, max: number) => `${label}: copia de rezervă are mai mult de ${rows(max)}. Nu s-a schimbat nimic.`,
  foreignIds: (label: string) =>
    `${label}: fișierul conține identificatori care aparțin altui cont sau apar de două ori. Nu s-a schimbat nimic.`,
  duplicateAccountName: 'Conturi: un cont din fișier are numele unui cont pe care îl ai deja. Nu s-a schimbat nimic.',
  missingReference: (label: string) =>
    `${label}: fișierul face trimitere la date care lipsesc (de exemplu o tranzacție cu un cont care nu există). Nu s-a schimbat nimic.`,
  rejectedValue: (label: string) => `${label}: serverul a refuzat o valoare din fișier. Nu s-a schimbat nimic.`,
  busy: 'Alte două restaurări sunt în curs pentru acest cont (poate în altă fereastră). Așteaptă să se termine, apoi încearcă din nou. Nu s-a schimbat nimic.',
  running:
    'O altă restaurare a datelor tale este în curs (poate în altă fereastră sau întreruptă). Termin-o mai întâi: reîncarcă pagina Profil. Nu s-a schimbat nimic.',
  stagedTooLarge: 'Copia de rezervă este prea mare pentru a fi încărcată pe server. Nu s-a schimbat nimic.',
  expired: 'Încărcarea copiei de rezervă a durat mai mult de o oră și a expirat. Nu s-a schimbat nimic. Încearcă din nou.',
  failed: 'Restaurarea a eșuat. Nu s-a schimbat nimic. Încearcă din nou.',
  network: 'Eroare de rețea: restaurarea nu a ajuns la server. Nu s-a schimbat nimic. Încearcă din nou.',
  success: 'Datele au fost restaurate din copia de rezervă.',
  underWay: (startedAt: string) =>
    `O restaurare din copia de rezervă, începută la ${startedAt}, nu s-a terminat. Până se termină, celelalte modificări nu se pot salva.`,
} as const;

/** Other texts of the profile page. */
export const PROFILE_MESSAGES = {
  backupReady: 'Copia de rezervă a fost descărcată.',
  backupCancelled: 'Exportul a fost anulat.',
  passwordChanged: 'Parola a fost schimbată. Celelalte sesiuni au fost închise.',
  samePassword: 'Parola nouă trebuie să fie diferită de cea actuală.',
  currentPasswordMissing: 'Introdu parola actuală.',
  currentPasswordWrong: 'Parola actuală nu este corectă.',
  codeSent: (email: string) =>
    `Te-ai autentificat acum mai bine de o zi, așa că îți cerem și un cod: l-am trimis la ${email}. Introdu-l mai jos și apasă din nou „Schimbă parola”.`,
  codeResent: (email: string) => `Ți-am trimis un cod nou la ${email}. Cel de dinainte nu mai este valabil.`,
  codeMissing: 'Introdu codul primit pe e-mail.',
  codeWrong: 'Codul nu este corect sau a expirat. Cere un cod nou.',
  codeSendFailed: 'Nu am putut trimite codul de confirmare. Încearcă din nou.',
  accountDeleted: 'Contul și toate datele tale au fost șterse.',
  signedOutEverywhere: 'Ai fost deconectat de pe toate dispozitivele.',
  userIdCopied: 'ID-ul utilizatorului a fost copiat.',
} as const;
