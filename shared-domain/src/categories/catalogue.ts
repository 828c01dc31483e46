import type { Category, TransactionType } from '@buget/shared-domain/schemas';

/**
 * The default catalogue (spec point 3). Keys are stored as they are in transactions.category;
 * subcategory names are what the user reads and are stored as they are too.
 */
export const DEFAULT_CATEGORY_TREE = {
  VENITURI: [
    'Salariu',
    'Dividende',
    'Chirii',
    'Bonuri de masă',
    'Cadouri',
    'Drepturi de autor',
    'Pensii',
    'Indemnizații',
    'Alte venituri',
    'Venit reportat',
  ],
  ECONOMII: ['Fond de urgență', 'Fond de rezervă', 'Fond general'],
  INFATISARE: ['Îmbrăcăminte', 'Încălțăminte', 'Cosmetice', 'Coafor și frizerie', 'Accesorii'],
  EDUCATIE: ['Cursuri', 'Cărți', 'Taxe școlare', 'Meditații', 'Rechizite'],
  CARIERA: ['Cursuri profesionale', 'Certificări', 'Conferințe', 'Echipament de lucru', 'Abonamente profesionale'],
  SANATATE: ['Medicamente', 'Consultații medicale', 'Analize medicale', 'Stomatologie', 'Asigurare de sănătate', 'Sport și fitness'],
  NUTRITIE: ['Cumpărături alimentare', 'Restaurante', 'Livrări de mâncare', 'Cafenele', 'Suplimente'],
  LOCUINTA: [
    'Chirie',
    'Rată credit ipotecar',
    'Întreținere',
    'Electricitate',
    'Gaze naturale',
    'Apă',
    'Internet și TV',
    'Telefonie',
    'Mobilier și decorațiuni',
    'Reparații',
    'Asigurare locuință',
  ],
  TIMP_LIBER: ['Abonamente streaming', 'Cinema și teatru', 'Hobby-uri', 'Ieșiri în oraș', 'Evenimente și concerte', 'Jocuri'],
  CALATORII: ['Transport în vacanță', 'Cazare', 'Mese în călătorie', 'Excursii și atracții', 'Asigurare de călătorie'],
  TRANSPORT: [
    'Combustibil',
    'Transport public',
    'Taxi și ride-sharing',
    'Service și întreținere auto',
    'Asigurare auto (RCA/CASCO)',
    'Parcare',
    'Rovinietă și taxe de drum',
  ],
  INVESTITII: ['Proiect 1', 'Proiect 2', 'Proiect 3', 'Proiect 4', 'Proiect 5'],
  NECATEGORIZAT: ['Necategorizat'],
} as const satisfies Record<string, readonly string[]>;

export type DefaultCategoryKey = keyof typeof DEFAULT_CATEGORY_TREE;
export const DEFAULT_CATEGORY_KEYS = Object.keys(DEFAULT_CATEGORY_TREE) as DefaultCategoryKey[];

/** How a Romanian user reads each key, with diacritics. */
export const CATEGORY_LABELS: Record<DefaultCategoryKey, string> = {
  VENITURI: 'Venituri',
  ECONOMII: 'Economii',
  INFATISARE: 'Înfățișare',
  EDUCATIE: 'Educație',
  CARIERA: 'Carieră',
  SANATATE: 'Sănătate',
  NUTRITIE: 'Nutriție',
  LOCUINTA: 'Locuință',
  TIMP_LIBER: 'Timp liber',
  CALATORII: 'Călătorii',
  TRANSPORT: 'Transport',
  INVESTITII: 'Investiții',
  NECATEGORIZAT: 'Necategorizat',
};

export const isDefaultCategoryKey = (name: string): name is DefaultCategoryKey => Object.hasOwn(DEFAULT_CATEGORY_TREE, name);

/** The label of a category: the Romanian one for a default key, the name itself for a custom one. */
export const categoryLabel = (name: string): string => (isDefaultCategoryKey(name) ? CATEGORY_LABELS[name] : name);

/** The transaction type a category suggests in the form; everything not income or saving is spending. */
export const suggestedTransactionType = (category: string): TransactionType =>
  category === 'VENITURI' ? 'INCOME' : category === 'ECONOMII' || category === 'INVESTITII' ? 'SAVING' : 'EXPENSE';

/** A fresh copy of the catalogue as Category objects, nothing custom. */
export const buildDefaultCategories = (): Category[] =>
  DEFAULT_CATEGORY_KEYS.map((name) => ({
    name,
    isCustom: false,
    subcategories: DEFAULT_CATEGORY_TREE[name].map((sub) => ({ name: sub, isCustom: false })),
  }));

/** True for a subcategory of the default catalogue; those cannot be deleted. */
export const isPredefinedSubcategory = (category: string, subcategory: string): boolean =>
  isDefaultCategoryKey(category) &&
  (DEFAULT_CATEGORY_TREE[category] as readonly string[]).some(
    (name) => name.toLocaleLowerCase('ro-RO') === subcategory.trim().toLocaleLowerCase('ro-RO'),
  );
