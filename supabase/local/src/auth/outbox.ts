/** The local mailbox: e-mails the server "sends" stay here, for the developer and the tests. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link the message asks the reader to open ('' for a reauthentication code). */
  link: string;
  type: 'signup' | 'recovery' | 'magiclink' | 'reauthentication';
  sentAt: string;
}

export class Outbox {
  private readonly messages: OutboxMessage[] = [];
  private nextId = 1;

  send(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
    const stored = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
    this.messages.push(stored);
    // Keep memory bounded on long runs; the newest messages are the interesting ones.
    if (this.messages.length > 500) this.messages.shift();
    return stored;
  }

  /** Newest first; optionally only those sent to one address. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((m) => !wanted || m.to === wanted).slice().reverse();
  }
}

/** The outbox paths: the HTML page and the same list as JSON. */
export const OUTBOX_PATHS: ReadonlySet<string> = new Set(['/outbox', '/outbox.json', '/outbox/messages']);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an outbox request is refused, or null. The outbox needs no key (it is the developer's
 * mailbox), so it is guarded otherwise: it is served only to this machine's names (a page on
 * another site that rebinds its DNS name to 127.0.0.1 sends its own Host), never to a request a
 * page of another origin made (Origin), and it never carries CORS headers.
 */
export function outboxRefusal(headers: { host?: string; origin?: string }): string | null {
  const host = headers.host ?? '';
  let hostname = '';
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return 'The outbox answers only on this machine (Host).';
  }
  if (!LOOPBACK_HOSTS.has(hostname)) return 'The outbox answers only on this machine (Host).';
  if (headers.origin !== undefined) {
    let originHost = '';
    try {
      originHost = new URL(headers.origin).host;
    } catch {
      // "null" or garbage: not this server's own page
    }
    if (originHost !== host) return 'The outbox is not readable from another origin.';
  }
  return null;
}
