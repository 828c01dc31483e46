/** The parser's Romanian text (issue 25 point 8): whole-file errors and the reasons a row is refused. */

const ACCEPTED =
  'Se acceptă CSV (Banca Transilvania, ING, Revolut sau orice CSV cu coloane alese de tine), MT940, CAMT.053 (XML) și OFX.';

export const PARSE_MESSAGES = {
  empty: 'Fișierul este gol.',
  unknown: `Fișierul nu este un extras recunoscut. ${ACCEPTED}`,
  damaged: (label: string) =>
    `Fișierul pare un extras ${label}, dar este deteriorat și nu poate fi citit. Descarcă-l din nou de la bancă. ${ACCEPTED}`,
  csvColumns:
    'Coloanele fișierului CSV nu pot fi citite. Se așteaptă rânduri cu coloane despărțite prin virgulă, punct și virgulă, tab sau bară verticală.',
  headerRowMissing: 'Rândul de antet ales nu există în fișier. Alege unul dintre rândurile arătate.',
  dateUnreadable: (text: string) => `Data lipsește sau nu poate fi citită: „${text}”.`,
  amountUnreadable: (text: string) => `Suma nu poate fi citită: „${text}”.`,
  amountMissing: 'Suma lipsește: nici debit, nici credit.',
  amountZero: 'Suma este zero: nu e o tranzacție de importat.',
  stateUnknown: (text: string) => `Starea tranzacției nu este cunoscută: „${text}”.`,
  entryUnreadable: (tag: string) => `Tranzacția nu poate fi citită: ${tag} nu are forma așteptată.`,
} as const;
