/**
 * The block `npm start` prints once the app is up (issue 28 point 17): what a newcomer needs and
 * nothing else — where the app is, how to sign in, who may register and how to add an address,
 * where the e-mails land, how to stop. The build's output goes to a log file, named here.
 */
export type StartFacts = {
  appUrl: string;
  supabaseUrl: string;
  /** The embedded local server's facts; null when SUPABASE_URL points at a hosted project. */
  local: {
    demo: { email: string; password: string };
    /** public.beta_allowlist: seed.sql's addresses and BETA_ALLOWLIST's. */
    allowlist: readonly string[];
    outboxUrl: string;
  } | null;
  /** The log of the build `npm start` ran, or null when everything was built already. */
  buildLog: string | null;
};

const row = (label: string, value: string) => `  ${label.padEnd(16)}${value}`;
const more = (value: string) => `  ${' '.repeat(16)}${value}`;

export function startBlock({ appUrl, supabaseUrl, local, buildLog }: StartFacts): string {
  const lines = ['', `Buget rulează la ${appUrl}`, ''];
  if (local) {
    lines.push(
      row('Cont demo:', `${local.demo.email} / ${local.demo.password}`),
      row('Pot crea cont:', local.allowlist.join(', ')),
      more('altă adresă: BETA_ALLOWLIST=ana@exemplu.ro npm start (mai multe: separate prin virgulă)'),
      row('E-mailuri:', `${local.outboxUrl} (confirmări, resetări de parolă)`),
    );
  }
  lines.push(row('Supabase:', local ? `${supabaseUrl} (local)` : supabaseUrl));
  if (buildLog) lines.push(row('Construire:', `jurnalul în ${buildLog}`));
  lines.push('', '  Oprește cu Ctrl+C.', '');
  return lines.join('\n');
}
