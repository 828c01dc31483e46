/** The HTML pages of the local auth server: the development provider sign-in and the outbox. */
import { escapeHtml } from '../http/respond';
import type { OutboxMessage } from './outbox';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.banner{background:#fef3c7;border:1px solid #f59e0b;padding:.75rem 1rem;border-radius:.5rem}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem}
button{margin-top:1rem;padding:.5rem 1rem;font-size:1rem;background:#2563eb;color:#fff;border:0;border-radius:.375rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}`;

export function providerSignInPage(input: {
  provider: string;
  redirectTo: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}): string {
  const hidden = (name: string, value: string): string =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>Autentificare locală de dezvoltare (nu este Google)</title><style>${STYLE}</style></head>
<body>
<h1>Autentificare locală de dezvoltare</h1>
<p class="banner" data-testid="local-dev-banner"><strong>Aceasta nu este pagina Google.</strong> Serverul local Buget simulează
conectarea cu furnizorul „${escapeHtml(provider(input.provider))}” pentru dezvoltare: scrieți o adresă de e-mail și veți fi
conectat cu ea. Doar adresele aprobate în beta sunt acceptate.<br><small>Local development sign-in — not Google.</small></p>
<form method="post" action="/auth/v1/authorize/local">
${hidden('provider', input.provider)}${hidden('redirect_to', input.redirectTo)}${hidden('code_challenge', input.codeChallenge)}${hidden('code_challenge_method', input.codeChallengeMethod)}
<label for="email">Adresă de e-mail</label>
<input id="email" name="email" type="email" required autofocus data-testid="local-dev-email" placeholder="demo@buget.ro">
<button type="submit" data-testid="local-dev-submit">Continuă</button>
</form>
</body></html>`;
}

function provider(name: string): string {
  return name === 'google' ? 'Google' : name;
}

export function outboxPage(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>
<td><a href="${escapeHtml(m.link)}" data-testid="outbox-link">Confirmă adresa</a></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>Căsuța locală de e-mail</title><style>${STYLE}</style></head>
<body>
<h1>Căsuța locală de e-mail</h1>
<p>E-mailurile trimise de serverul local (confirmări de cont). Nimic nu pleacă în afara acestui calculator.
Datele în format JSON: <a href="/outbox.json">/outbox.json</a>.</p>
${messages.length === 0 ? '<p>Niciun mesaj încă.</p>' : `<table><thead><tr><th>Trimis</th><th>Către</th><th>Subiect</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`;
}
