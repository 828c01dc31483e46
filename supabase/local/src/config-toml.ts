/**
 * The few values this server reads from supabase/config.toml (the Supabase CLI's file): the
 * `key = value` lines of one table, strings unquoted. Enough for the flat tables it reads
 * ([auth], [auth.email], [auth.hook.before_user_created]); not a general TOML parser.
 */
export function tomlTable(configToml: string, table: string): Map<string, string> {
  const values = new Map<string, string>();
  let inTable = false;
  for (const raw of configToml.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line.startsWith('[')) {
      inTable = line === `[${table}]`;
      continue;
    }
    const match = inTable ? /^([A-Za-z_]+)\s*=\s*(.+)$/.exec(line) : null;
    if (match?.[1] && match[2]) values.set(match[1], match[2].replace(/^"(.*)"$/, '$1'));
  }
  return values;
}
