/**
 * JSON bodies with a bounded depth. A body nested thousands deep would overflow the stack of
 * whatever walks it next (JSON.parse, JSON.stringify, Postgres's jsonb parser) and answer 500;
 * here it is refused before parsing, and each API answers that with its own 400.
 */

/** Deeper than any document the app writes (the category document is four levels). */
const MAX_JSON_DEPTH = 64;

export class JsonTooDeepError extends Error {
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** Throws JsonTooDeepError when arrays and objects nest deeper than MAX_JSON_DEPTH (strings skipped). */
function assertJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > MAX_JSON_DEPTH) throw new JsonTooDeepError();
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/** JSON.parse after the depth check; throws JsonTooDeepError or JSON.parse's SyntaxError. */
export function parseJson(text: string): unknown {
  assertJsonDepth(text);
  return JSON.parse(text) as unknown;
}
