import { REQUIRED_FIELD_MESSAGE } from '../validation/messages';

/**
 * The Romanian error and notice catalogue of spec point 8, by key. Texts the spec quotes are
 * copied exactly; where it only names the case, the wording is ours.
 */
export const ERROR_MESSAGES = {
  // Authentication (quoted by the spec)
  EROARE_AUTENTIFICARE: 'Date de autentificare incorecte.',
  EROARE_RLS: 'Acces interzis (RLS).',
  EROARE_RETEA: 'Eroare de rețea. Încercați din nou.',
  /** The sign-in screen speaks to the user informally. */
  EROARE_RETEA_LOGIN: 'Eroare de rețea. Încearcă din nou.',
  NOT_FOUND: 'Resursa nu a fost găsită!',
  SERVER_ERROR: 'Eroare internă server!',
  EROARE_GENERALA: 'A apărut o eroare neașteptată. Încearcă din nou sau contactează suportul.',
  EROARE_NECUNOSCUTA: 'Eroare necunoscută',
  EROARE_CATEGORIE_SUBCATEGORIE_INVALIDA: 'Categoria sau subcategoria nu este validă',
  CAMP_OBLIGATORIU: REQUIRED_FIELD_MESSAGE,
  EMAIL_DEJA_FOLOSIT: 'Email-ul este deja folosit.',
  EROARE_LOGIN: 'Autentificarea a eșuat. Încearcă din nou.',
  EROARE_INREGISTRARE: 'Eroare la crearea contului. Încearcă din nou.',
  GOOGLE_NECUNOSCUT: 'Unknown error occurred during Google authentication',
  GOOGLE_ANULAT: 'Autentificarea cu Google a fost anulată.',
  GOOGLE_POPUP_BLOCAT: 'Fereastra de autentificare a fost blocată. Permite ferestrele pop-up și încearcă din nou.',
  GOOGLE_EROARE: 'Autentificarea cu Google a eșuat.',
  AUTENTIFICARE_NECESARA: 'Trebuie să fii autentificat pentru a accesa această pagină.',
  // Transactions and general
  /** A write refused while the user's restore is under way (private.refuse_during_restore). */
  RESTAURARE_IN_CURS:
    'Se restaurează datele tale dintr-o copie de rezervă, așa că modificarea nu a fost salvată. Încearcă din nou după ce restaurarea se termină (Profil › Copie de rezervă).',
  TIP_TRANZACTIE_INVALID: 'Tipul tranzacției nu este valid.',
  CATEGORIE_INVALIDA: 'Categoria nu este validă.',
  EROARE_INCARCARE_TRANZACTII: 'Eroare la încărcarea tranzacțiilor.',
  EROARE_SALVARE_TRANZACTIE: 'Eroare la salvarea tranzacției.',
  EROARE_EDITARE_TRANZACTIE: 'Eroare la editarea tranzacției.',
  EROARE_STERGERE_TRANZACTIE: 'Eroare la ștergerea tranzacției.',
  EROARE_FILTRARE_TRANZACTII: 'Eroare la filtrarea tranzacțiilor.',
  FORMAT_DATE_INVALID: 'Datele primite de la server au un format invalid sau neașteptat.',
  ACTUALIZARE_ZILNICA_ESUATA: 'Actualizarea zilei a eșuat.',
  SUMA_INVALIDA: 'Suma nu este validă.',
  // Export
  EXPORT_EROARE: 'Exportul a eșuat.',
  EXPORT_FORMAT_NESUPORTAT: 'Format de export nesuportat. Formate acceptate: CSV, Excel, JSON, PDF.',
  EXPORT_DATE_INVALIDE: 'Datele pentru export nu sunt valide.',
  EXPORT_TIMEOUT: 'Exportul a durat prea mult. Încearcă cu un set de date mai mic.',
  EXPORT_ANULAT: 'Exportul a fost anulat.',
  // Recurring generation
  RECURENTE_EROARE: 'Eroare la generarea tranzacțiilor recurente.',
  RECURENTE_PARTIAL: 'Unele tranzacții recurente nu au putut fi generate.',
  RECURENTE_REGULA_NEGASITA: 'Regula de recurență nu a fost găsită.',
  RECURENTE_NEAUTORIZAT: 'Nu ai permisiunea de a genera tranzacții recurente.',
  RECURENTE_PARAMETRI_INVALIZI: 'Parametrii pentru generarea tranzacțiilor recurente nu sunt valizi.',
  RECURENTE_IN_CURS: 'Generarea tranzacțiilor recurente este în curs...',
  // URL filters
  FILTRE_EROARE_INCARCARE: 'Filtrele din link nu au putut fi încărcate.',
  FILTRE_PARTIAL_INVALIDE: 'Unele filtre din link nu sunt valide și au fost ignorate.',
  FILTRE_RESETATE: 'Filtrele au fost resetate.',
  FILTRE_SALVATE: 'Filtrele au fost salvate.',
  FILTRE_INCARCATE: 'Filtrele au fost încărcate.',
  LINK_COPIAT: 'Linkul a fost copiat.',
  // Categories
  CATEGORII_LIMITA_SUBCATEGORII: 'Ai atins limita de subcategorii personalizate pentru această categorie.',
  CATEGORII_SUBCATEGORIE_DUPLICAT: 'Există deja o subcategorie cu acest nume.',
  CATEGORII_NEGASITA: 'Categoria nu a fost găsită.',
  CATEGORII_PREDEFINITA_NESTEARSA: 'Subcategoriile predefinite nu pot fi șterse.',
  CATEGORII_SALVARE_ESUATA: 'Failed to save categories to backend',
  // Profile
  PROFIL_EROARE_DECONECTARE: 'Eroare la deconectare.',
  PROFIL_EROARE_EXPORT: 'Eroare la exportul datelor.',
  PROFIL_EROARE_DATE: 'Eroare la încărcarea datelor profilului.',
  PROFIL_EROARE_STERGERE_CONT: 'Eroare la ștergerea contului. Contactează suportul.',
  // Local storage
  STOCARE_EROARE_INCARCARE: 'Datele salvate local nu au putut fi citite. Se folosesc valorile implicite.',
  STOCARE_EROARE_SALVARE: 'Datele nu au putut fi salvate local.',
  STOCARE_TIP_NESUPORTAT: 'Unsupported storage type',
  // Offline
  OFFLINE_BANNER: 'Ești offline - verifică conexiunea la internet',
  OFFLINE_OVERLAY: 'Nu ai conexiune la internet',
  RECONECTAT: 'Conexiune restabilită! Datele se sincronizează...',
} as const;

/** Success toasts of the auth screens (spec point 8). */
export const AUTH_SUCCESS_MESSAGES = {
  login: 'Autentificare reușită! Bine ai revenit.',
  register: 'Cont creat cu succes! Verifică-ți e-mailul pentru confirmare.',
  provider: 'Autentificare cu Google reușită!',
} as const;

/** The recovery toast of the error boundary (spec point 8). */
export const RECOVERY_TOAST_MESSAGES = {
  action: 'Încearcă din nou',
  success: 'Operațiunea a fost recuperată cu succes',
  failure: 'Recuperarea a eșuat',
} as const;
