import { ACCOUNT_LIMITS, AMOUNT, MAX_CUSTOM_CATEGORIES, MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY, PASSWORD_MIN_LENGTH, RECURRING_LOOKAHEAD_DAYS, TEXT_LIMITS, TRANSACTION_DATE_MAX_AGE_YEARS } from '@buget/shared-domain/constants';
import { formatWholeNumber } from '../format/money';

/**
 * Validation texts. Where spec point 5 quotes a text it is copied exactly (including its
 * language); the rest is our Romanian wording, since users read it.
 */

export const REQUIRED_FIELD_MESSAGE = 'Câmp obligatoriu lipsă!';

export const TRANSACTION_FORM_MESSAGES = {
  typeRequired: 'Tipul tranzacției este obligatoriu',
  typeInvalid: 'Tip de tranzacție invalid',
  amountRequired: 'Suma este obligatorie',
  amountInvalid: 'Suma trebuie să fie un număr valid',
  amountPositive: 'Suma trebuie să fie pozitivă',
  amountMax: `Suma nu poate depăși ${formatWholeNumber(AMOUNT.max)}`,
  amountPrecision: `Suma poate avea cel mult ${String(AMOUNT.precision).split('.')[1]?.length ?? 0} zecimale`,
  categoryRequired: 'Categoria este obligatorie',
  categoryTooLong: `Categoria poate avea cel mult ${TEXT_LIMITS.category.max} caractere`,
  subcategoryTooLong: `Subcategoria poate avea cel mult ${TEXT_LIMITS.fieldMax} caractere`,
  descriptionTooShort: `Descrierea trebuie să aibă cel puțin ${TEXT_LIMITS.description.min} caracter`,
  descriptionTooLong: `Descrierea poate avea cel mult ${TEXT_LIMITS.description.max} caractere`,
  idInvalid: `ID-ul trebuie să aibă între ${TEXT_LIMITS.id.min} și ${TEXT_LIMITS.id.max} caractere`,
  dateRequired: 'Data este obligatorie',
  dateInvalid: 'Data nu este validă',
  dateInFuture: 'Data nu poate fi în viitor',
  dateTooOld: `Data nu poate fi mai veche de ${TRANSACTION_DATE_MAX_AGE_YEARS} ani`,
  dateTooFarAhead: `Data nu poate fi la mai mult de ${formatWholeNumber(RECURRING_LOOKAHEAD_DAYS.max)} de zile după azi`,
  frequencyRequired: 'Alege frecvența pentru o tranzacție recurentă',
  frequencyInvalid: 'Frecvență invalidă',
  occurrencesInvalid: 'Numărul de repetări trebuie să fie un număr întreg pozitiv',
  endDateRequired: 'Data de sfârșit este obligatorie',
  endDateBeforeStart: 'Data de sfârșit nu poate fi înainte de data tranzacției',
} as const;

/** A grid cell's amount (spec point 5 'Inline grid editing', with the form's amount limits). */
export const GRID_VALUE_MESSAGES = {
  invalidNumber: 'Introdu un număr valid',
  negative: 'Valoarea nu poate fi negativă',
  zero: 'Suma trebuie să fie mai mare decât 0',
  max: TRANSACTION_FORM_MESSAGES.amountMax,
  precision: TRANSACTION_FORM_MESSAGES.amountPrecision,
} as const;

export const AUTH_FORM_MESSAGES = {
  emailRequired: 'E-mailul este obligatoriu',
  emailInvalid: 'Adresa de e-mail nu este validă',
  passwordRequired: 'Parola este obligatorie',
  passwordTooShort: `Parola trebuie să aibă cel puțin ${PASSWORD_MIN_LENGTH.form} caractere`,
  confirmRequired: 'Confirmarea parolei este obligatorie',
  passwordsMismatch: 'Parolele nu se potrivesc!',
  loginRestricted: 'Autentificarea este restricționată. Adresa de e-mail nu se află pe lista aprobată.',
  registerRestricted:
    'Înregistrarea este restricționată în perioada de testare beta. Contactează administratorul pentru acces.',
  missingField: REQUIRED_FIELD_MESSAGE,
} as const;

export const ACCOUNT_VALIDATION_CODES = [
  'NAME_REQUIRED',
  'NAME_TOO_SHORT',
  'NAME_TOO_LONG',
  'DUPLICATE_NAME',
  'TYPE_REQUIRED',
  'INITIAL_BALANCE_REQUIRED',
  'INITIAL_BALANCE_INVALID',
  'INITIAL_BALANCE_NEGATIVE',
] as const;
export type AccountValidationCode = (typeof ACCOUNT_VALIDATION_CODES)[number];

export const ACCOUNT_VALIDATION_MESSAGES: Record<AccountValidationCode, string> = {
  NAME_REQUIRED: 'Numele contului este obligatoriu',
  NAME_TOO_SHORT: `Numele contului trebuie să aibă cel puțin ${ACCOUNT_LIMITS.nameMin} caractere`,
  NAME_TOO_LONG: `Numele contului poate avea cel mult ${ACCOUNT_LIMITS.nameMax} caractere`,
  DUPLICATE_NAME: 'Există deja un cont cu acest nume',
  TYPE_REQUIRED: 'Tipul contului este obligatoriu',
  INITIAL_BALANCE_REQUIRED: 'Soldul inițial este obligatoriu',
  INITIAL_BALANCE_INVALID: 'Soldul inițial trebuie să fie un număr valid',
  INITIAL_BALANCE_NEGATIVE: 'Soldul inițial nu poate fi negativ. Doar un cont de tip Credit poate avea sold negativ (o datorie).',
};

export const SUBCATEGORY_MESSAGES = {
  nameRequired: 'Numele subcategoriei nu poate fi gol',
  duplicate: 'Există deja o subcategorie cu acest nume în această categorie',
  limitReached: `Ai atins limita de ${MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY} subcategorii personalizate pentru această categorie`,
  categoryNotFound: 'Categoria nu a fost găsită',
  subcategoryNotFound: 'Subcategoria nu a fost găsită',
  predefinedNotDeletable: 'Subcategoriile predefinite nu pot fi șterse',
  predefinedNotRenamable: 'Subcategoriile predefinite nu pot fi redenumite',
  migrateTargetRequired: 'Alege subcategoria în care se mută tranzacțiile',
  invalidDeleteAction: 'Acțiune de ștergere invalidă',
  nameTooLong: `Numele poate avea cel mult ${TEXT_LIMITS.category.max} de caractere`,
  renameRequiresFields: 'User ID, category, old name and new name are required for renaming',
  saveRequiresFields: 'User ID and category data are required for saving categories',
  loadRequiresUser: 'User ID is required for loading categories',
} as const;

/** Custom categories (spec point 4) and the server's refusals of category writes, in Romanian. */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Numele categoriei nu poate fi gol',
  nameTooLong: SUBCATEGORY_MESSAGES.nameTooLong,
  duplicate: 'Există deja o categorie cu acest nume',
  limitReached: `Ai atins limita de ${MAX_CUSTOM_CATEGORIES} categorii personalizate`,
  tooLarge: 'Categoriile depășesc mărimea permisă: scurtează sau șterge câteva nume.',
  predefined: 'Categoriile predefinite nu pot fi redenumite sau șterse',
  inUse: 'Categoria are tranzacții: alege categoria în care se mută',
  moveTargetRequired: 'Alege categoria în care se mută tranzacțiile',
  staleVersion: 'Categoriile au fost schimbate între timp, în altă fereastră. Au fost reîncărcate; încearcă din nou.',
  saveFailed: 'Categoriile nu au putut fi salvate.',
} as const;

export const RECURRING_RULE_MESSAGES = {
  lookAheadRange: `Perioada de generare trebuie să fie între ${RECURRING_LOOKAHEAD_DAYS.min} și ${RECURRING_LOOKAHEAD_DAYS.max} zile`,
} as const;

/** Spec point 5 quotes these in English; the settings store uses them as they are. */
export const SETTINGS_MESSAGES = {
  invalidSettings: (code: string): string => `Invalid app settings: ${code}`,
  invalidCurrency: (value: unknown): string => `Invalid currency: ${String(value)}`,
  invalidTheme: (value: unknown): string => `Invalid theme: ${String(value)}`,
  invalidDateFormat: (value: unknown): string => `Invalid date format: ${String(value)}`,
  invalidAutoSaveInterval: (value: unknown): string => `Invalid auto-save interval: ${String(value)}`,
  invalidToastPosition: (value: unknown): string => `Invalid toast position: ${String(value)}`,
  balanceStartDateFormat: 'Invalid date format. Expected YYYY-MM-DD',
  balanceStartDateValue: 'Invalid date value',
} as const;

/** What the person reads about settings (Romanian; the English texts above are the spec's codes). */
export const SETTINGS_USER_MESSAGES = {
  reset: 'Setările salvate nu erau valide și au fost readuse la valorile implicite.',
  saveFailed: 'Setarea nu a fost salvată pe server. Am revenit la valoarea anterioară.',
  autoSaveInterval: (minSeconds: number, maxSeconds: number): string =>
    `Intervalul de salvare automată trebuie să fie un număr între ${minSeconds} și ${maxSeconds} de secunde.`,
  balanceStartDateFormat: 'Data de început trebuie să fie în formatul AAAA-LL-ZZ.',
  balanceStartDateValue: 'Data de început nu există în calendar.',
  invalidChoice: 'Alege una dintre variantele din listă.',
} as const;
