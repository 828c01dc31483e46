/**
 * GoTrue's per-user e-mail frequency (SMTP max_frequency, internal/api/mail.go
 * validateSentWithinFrequencyLimit): the same kind of e-mail — a confirmation (sign-up, /resend,
 * /otp's sign-up), a recovery or magic link, a reauthentication code — goes to one address at most
 * once per max_frequency; sooner is 429 over_email_send_rate_limit with the seconds left.
 *
 * Not GoTrue's: the time is kept per address, for an address with no account too (GoTrue keeps it
 * on the user's row), so whether a second request is refused never tells that an account exists.
 */
import { GoTrueError } from './errors';

export type MailKind = 'confirmation' | 'recovery' | 'reauthentication';

/** Above this many remembered sends, the ones whose window has passed are dropped. */
const PRUNE_ABOVE = 10_000;

export class MailLimiter {
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly frequencyMs: number) {}

  /** Records a send of `kind` to `address` now, or throws GoTrue's 429 when the last one is too recent. */
  take(kind: MailKind, address: string, now = Date.now()): void {
    const key = `${kind} ${address}`;
    const last = this.lastSent.get(key);
    if (last !== undefined && now - last < this.frequencyMs) {
      // GoTrue's generateFrequencyLimitErrorMessage: the whole seconds left, rounded down.
      const left = Math.floor((last + this.frequencyMs - now) / 1000);
      throw new GoTrueError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
    }
    if (this.lastSent.size >= PRUNE_ABOVE) {
      for (const [k, at] of this.lastSent) if (now - at >= this.frequencyMs) this.lastSent.delete(k);
    }
    this.lastSent.set(key, now);
  }
}
