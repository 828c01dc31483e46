/**
 * A new confirmation e-mail (issue 28 point 14) through the real local server: asked for an
 * address on the allow-list it is sent (the server answers alike with or without an account),
 * off the list it is refused with sign-in's restricted text; GoTrue's frequency refusal names the
 * seconds left in Romanian.
 */
import { describe, expect, inject, it } from 'vitest';
import { configureSupabase } from '@buget/shared-domain/data';
import { AUTH_FORM_MESSAGES } from '@buget/shared-domain/rules';
import { EMAIL_CONFIRMATION_TEXTS, resendConfirmation, secondsLeftOf } from './email-confirmation';

const BACK = 'http://localhost/auth/callback';

describe('resendConfirmation', () => {
  it('sends for an allowed address and refuses one off the allow-list', async () => {
    const { url, anonKey } = inject('supabase');
    configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
    expect(await resendConfirmation(' integrare-10@buget.ro ', BACK)).toBeNull();
    expect(await resendConfirmation('nimeni@exemplu.ro', BACK)).toBe(AUTH_FORM_MESSAGES.loginRestricted);
  });

  it("reads the seconds GoTrue's frequency refusal names and says them in Romanian", () => {
    expect(secondsLeftOf('For security purposes, you can only request this after 42 seconds.')).toBe(42);
    expect(secondsLeftOf('Email rate limit exceeded')).toBeNull();
    expect(EMAIL_CONFIRMATION_TEXTS.tooSoon(1)).toBe('Din motive de securitate, poți cere un nou e-mail peste o secundă.');
    expect(EMAIL_CONFIRMATION_TEXTS.tooSoon(5)).toContain('peste 5 secunde.');
    expect(EMAIL_CONFIRMATION_TEXTS.tooSoon(42)).toContain('peste 42 de secunde.');
  });
});
