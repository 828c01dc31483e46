import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './messages';

describe('account messages', () => {
  it('quote the spec exactly', () => {
    expect(ACCOUNT_MESSAGES.notFound).toBe('Contul nu a fost găsit');
    expect(ACCOUNT_MESSAGES.notActive).toBe('Contul nu este activ');
    expect(ACCOUNT_MESSAGES.createServerError).toBe('Eroare server - contul a fost salvat local și va fi sincronizat ulterior');
    expect(ACCOUNT_MESSAGES.deleteServerError).toBe('Eroare server – contul a fost eliminat doar local');
    expect(ACCOUNT_MESSAGES.migrated).toBe('Conturile au fost migrate pe server');
  });
  it('state the maximum from the constants', () => {
    expect(ACCOUNT_MESSAGES.maxReached).toContain('10');
  });
});
