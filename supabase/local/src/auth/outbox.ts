/** The local mailbox: e-mails the server "sends" stay here, for the developer and the tests. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link the message asks the reader to open (confirmation). */
  link: string;
  type: 'signup';
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
