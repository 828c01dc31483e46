import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './messages';

describe('error catalogue', () => {
  it.each([
    ['EROARE_AUTENTIFICARE', 'Date de autentificare incorecte.'],
    ['EROARE_RLS', 'Acces interzis (RLS).'],
    ['EROARE_RETEA', 'Eroare de rețea. Încercați din nou.'],
    ['NOT_FOUND', 'Resursa nu a fost găsită!'],
    ['SERVER_ERROR', 'Eroare internă server!'],
    ['EROARE_GENERALA', 'A apărut o eroare neașteptată. Încearcă din nou sau contactează suportul.'],
    ['EROARE_NECUNOSCUTA', 'Eroare necunoscută'],
    ['EROARE_CATEGORIE_SUBCATEGORIE_INVALIDA', 'Categoria sau subcategoria nu este validă'],
    ['CAMP_OBLIGATORIU', 'Câmp obligatoriu lipsă!'],
    ['CATEGORII_SALVARE_ESUATA', 'Failed to save categories to backend'],
    ['OFFLINE_BANNER', 'Ești offline - verifică conexiunea la internet'],
    ['RECONECTAT', 'Conexiune restabilită! Datele se sincronizează...'],
  ] as const)('%s is exact', (key, text) => {
    expect(ERROR_MESSAGES[key]).toBe(text);
  });
  it('has no empty message', () => {
    for (const text of Object.values(ERROR_MESSAGES)) expect(text.length).toBeGreaterThan(0);
  });
});
