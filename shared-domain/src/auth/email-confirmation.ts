/**
 * An account whose address is not confirmed yet (issue 28 point 14): sign-in's refusal
 * (GoTrue's 400 email_not_confirmed) in Romanian, and a new confirmation e-mail through GoTrue's
 * POST /auth/v1/resend {type: 'signup', email} (supabase-js auth.resend). The server answers alike
 * whether or not the address has an account; it refuses an address off the beta allow-list (403)
 * and a second e-mail to the same address sooner than its frequency allows (429
 * over_email_send_rate_limit, with the seconds left).
 */
import { getSupabase } from '@buget/shared-domain/data';
import { AUTH_FORM_MESSAGES, ERROR_MESSAGES } from '@buget/shared-domain/rules';

export const EMAIL_CONFIRMATION_TEXTS = {
  notConfirmed: 'Adresa ta de e-mail nu este confirmată încă. Deschide linkul din e-mailul de confirmare sau cere unul nou.',
  resend: 'Retrimite e-mailul de confirmare',
  resending: 'Se trimite...',
  resent: (email: string) => `Ți-am trimis un nou e-mail de confirmare la ${email}. Deschide linkul din el, apoi autentifică-te.`,
  tooSoon: (seconds: number) => `Din motive de securitate, poți cere un nou e-mail peste ${secondsText(seconds)}.`,
  failed: 'Nu am putut trimite e-mailul de confirmare. Încearcă din nou.',
} as const;

/** "o secundă", "5 secunde", "45 de secunde": Romanian puts "de" after 20 and more. */
function secondsText(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds));
  if (n === 1) return 'o secundă';
  return n % 100 >= 20 ? `${n} de secunde` : `${n} secunde`;
}

/** The seconds GoTrue's frequency refusal names ("…only request this after 42 seconds."), or null. */
export const secondsLeftOf = (message: string): number | null => {
  const match = /after (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
};

const isNetwork = (error: Error): boolean => error.name === 'AuthRetryableFetchError' || /failed to fetch|load failed|network/i.test(error.message);

/** Asks for a new confirmation e-mail to `email`, its link back to `emailRedirectTo`; null, or the Romanian refusal. */
export async function resendConfirmation(email: string, emailRedirectTo: string): Promise<string | null> {
  try {
    const { error } = await getSupabase().auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo } });
    if (!error) return null;
    if (error.code === 'over_email_send_rate_limit') return EMAIL_CONFIRMATION_TEXTS.tooSoon(secondsLeftOf(error.message) ?? 60);
    if (error.status === 403) return AUTH_FORM_MESSAGES.loginRestricted;
    return isNetwork(error) ? ERROR_MESSAGES.EROARE_RETEA_LOGIN : EMAIL_CONFIRMATION_TEXTS.failed;
  } catch (error) {
    return isNetwork(error as Error) ? ERROR_MESSAGES.EROARE_RETEA_LOGIN : EMAIL_CONFIRMATION_TEXTS.failed;
  }
}
