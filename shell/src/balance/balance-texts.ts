/** The header widget's and its panel's texts (spec point 2 'Available-balance widget'). */
export const BALANCE_TEXTS = {
  label: 'Disponibil',
  show: 'Arată suma',
  hide: 'Ascunde suma',
  details: 'Detalii',
  closeDetails: 'Ascunde',
  panelTitle: 'Sold Disponibil Real',
  accounts: 'Conturile incluse în total',
  month: 'Luna aceasta, până azi',
  income: 'Total Venituri (+)',
  expenses: 'Total Cheltuieli (-)',
  savings: 'Total Economii (-)',
  available: 'Bani Disponibili',
  availableNote: 'Suma soldurilor conturilor incluse; veniturile și cheltuielile lunii sunt deja cuprinse în ele.',
  loading: 'Calculez...',
  /** Issue 26 point 1: a foreign account's figure in the default currency, and the BNR rate's day. */
  rateOf: (date: string) => `curs BNR din ${date}`,
  noRate: 'fără curs BNR',
  missingRates: (currencies: readonly string[]) =>
    `Lipsește cursul BNR pentru ${currencies.join(', ')}: totalul nu include sumele în ${currencies.length === 1 ? 'această monedă' : 'aceste monede'}.`,
  error: 'Eroare',
  /** Issue 22 point 5: until the first-run card on /daily is answered, no figure is shown. */
  notSet: 'Sold nesetat',
  notSetHint: 'Completează soldurile conturilor pe pagina Situația Zilei',
  /** Spec point 2: while the balance initialisation after sign-in runs, and when it fails. */
  initialising: 'Inițializare calculatoare balance...',
  initError: (message: string) => `Eroare: ${message}`,
  retry: 'Reîncearcă',
  /** The rule of get_available_balance (SQL, private.available_balance), said as it is. */
  notes: [
    'Se numără tranzacțiile efectuate, modificate (cu suma reală) și planificate, cu data de azi sau din trecut.',
    'Fiecare cont pornește de la soldul lui inițial, din ziua lui de început (și nu înainte de data de început din Opțiuni › Setări); tranzacțiile de dinainte nu schimbă soldul.',
    'Nu se numără cele amânate și nici cele cu dată viitoare, până în ziua lor.',
    'Soldul planificat îl găsești în Grid Lunar; diferența o fac tranzacțiile cu dată viitoare.',
  ],
} as const;
