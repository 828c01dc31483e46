/** The HTML pages of the local auth server: the development provider sign-in, the contested confirmation and the outbox. */
import { escapeHtml } from '../http/respond';
import type { OutboxMessage } from './outbox';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.banner{background:#fef3c7;border:1px solid #f59e0b;padding:.75rem 1rem;border-radius:.5rem}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem}
button{margin-top:1rem;margin-right:.5rem;padding:.5rem 1rem;font-size:1rem;background:#2563eb;color:#fff;border:0;border-radius:.375rem}
button.secondary{background:#e5e7eb;color:#1f2937}.error{color:#b91c1c}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}`;

const hidden = (name: string, value: string): string => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
${body}
</body></html>`;
}

const banner = (providerName: string): string => `<p class="banner" data-testid="local-dev-banner"><strong>Aceasta nu este pagina ${escapeHtml(provider(providerName))}.</strong> Serverul local Buget simulează
conectarea cu furnizorul „${escapeHtml(provider(providerName))}” pentru dezvoltare. Doar adresele aprobate în beta sunt acceptate.<br><small>Local development sign-in — not Google.</small></p>`;

/** Step 1: the address to sign in with. */
export function providerSignInPage(input: { provider: string; flowId: string; csrf: string; error: string | null }): string {
  return page(
    'Autentificare locală de dezvoltare (nu este Google)',
    `<h1>Autentificare locală de dezvoltare</h1>
${banner(input.provider)}
<form method="post" action="/auth/v1/authorize/local">
${hidden('flow', input.flowId)}${hidden('csrf_token', input.csrf)}
<label for="email">Adresă de e-mail</label>
<input id="email" name="email" type="email" required autofocus data-testid="local-dev-email" placeholder="demo@buget.ro">
${input.error ? `<p role="alert" class="error">${escapeHtml(input.error)}</p>` : ''}
<button type="submit" data-testid="local-dev-submit">Continuă</button>
</form>`,
  );
}

/**
 * Step 2: the developer's explicit consent, for one address and one app. An address whose
 * account has no such provider gets the reason instead, and only the way back.
 */
export function providerConsentPage(input: {
  provider: string;
  flowId: string;
  csrf: string;
  email: string;
  appOrigin: string;
  linkRefused: boolean;
}): string {
  const fields = `${hidden('flow', input.flowId)}${hidden('csrf_token', input.csrf)}`;
  const body = input.linkRefused
    ? `<p role="alert" data-testid="local-dev-link-refused">Adresa <strong>${escapeHtml(input.email)}</strong> are deja un cont Buget care nu folosește
${escapeHtml(provider(input.provider))}. Serverul local nu leagă furnizorul de un cont existent: autentifică-te cu e-mailul și parola contului.</p>
<form method="post" action="/auth/v1/authorize/local/consent">${fields}
<button type="submit" name="decision" value="deny" data-testid="local-dev-deny">Înapoi la aplicație</button>
</form>`
    : `<p>Permiți aplicației de la <strong>${escapeHtml(input.appOrigin)}</strong> să te conecteze ca
<strong data-testid="local-dev-consent-email">${escapeHtml(input.email)}</strong>, fără parolă?</p>
<form method="post" action="/auth/v1/authorize/local/consent">${fields}
<button type="submit" name="decision" value="allow" data-testid="local-dev-consent">Permite conectarea</button>
<button type="submit" name="decision" value="deny" data-testid="local-dev-deny" class="secondary">Refuză</button>
</form>`;
  return page('Confirmare — autentificare locală de dezvoltare', `<h1>Confirmă conectarea</h1>
${banner(input.provider)}
${body}`);
}

/** A provider form that did not come from its own flow's page (CSRF), or an expired flow. */
export function providerRefusalPage(reason: string): string {
  return page('Cerere refuzată', `<h1>Cerere refuzată</h1>
<p role="alert" data-testid="local-dev-refused">${escapeHtml(reason)}</p>`);
}

/** A confirmation link of an address signed up with several passwords: the owner types theirs. */
export function choosePasswordPage(input: { token: string; type: string; redirectTo: string; email: string; wrong: boolean }): string {
  return page(
    'Confirmă adresa — Buget',
    `<h1>Confirmă adresa de e-mail</h1>
<p>Adresa <strong>${escapeHtml(input.email)}</strong> a fost înregistrată de mai multe ori, cu parole diferite, înainte de confirmare.
Ca parola contului să fie a ta, scrie parola pe care ai ales-o la înregistrare.</p>
<form method="post" action="/auth/v1/verify/password">
${hidden('token', input.token)}${hidden('type', input.type)}${hidden('redirect_to', input.redirectTo)}
<label for="password">Parola aleasă la înregistrare</label>
<input id="password" name="password" type="password" required autofocus autocomplete="current-password" data-testid="confirm-password">
${input.wrong ? '<p role="alert" class="error" data-testid="confirm-password-wrong">Parola nu se potrivește cu nicio înregistrare a acestei adrese.</p>' : ''}
<button type="submit" data-testid="confirm-password-submit">Confirmă adresa</button>
</form>`,
  );
}

function provider(name: string): string {
  return name === 'google' ? 'Google' : name;
}

const LINK_LABELS: Record<OutboxMessage['type'], string> = {
  signup: 'Confirmă adresa',
  recovery: 'Resetează parola',
  magiclink: 'Intră în cont',
  reauthentication: 'Cod de confirmare',
};

export function outboxPage(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>
<td>${m.link ? `<a href="${escapeHtml(m.link)}" data-testid="outbox-link">${LINK_LABELS[m.type]}</a>` : escapeHtml(m.text)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>Căsuța locală de e-mail</title><style>${STYLE}</style></head>
<body>
<h1>Căsuța locală de e-mail</h1>
<p>E-mailurile trimise de serverul local (confirmări de cont, resetări de parolă, linkuri de autentificare, coduri). Nimic nu pleacă în afara acestui calculator.
Datele în format JSON: <a href="/outbox.json">/outbox.json</a>.</p>
${messages.length === 0 ? '<p>Niciun mesaj încă.</p>' : `<table><thead><tr><th>Trimis</th><th>Către</th><th>Subiect</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`;
}
