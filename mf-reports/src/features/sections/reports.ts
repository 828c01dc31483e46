/** The reports of Rapoarte, each at its own address below the page's (issue 27). */
export const REPORTS = [
  { id: 'flux', label: 'Flux de numerar', description: 'Venituri, cheltuieli, economii și net, lună de lună, cu rata de economisire.' },
  { id: 'categorii', label: 'Cheltuieli pe categorii', description: 'Pe ce s-au dus banii în fiecare lună; alege o categorie ca să vezi subcategoriile.' },
  { id: 'plan', label: 'Plan vs. realizat', description: 'Cât ai planificat și cât ai cheltuit pe fiecare categorie; întâi cele care își depășesc des planul.' },
  { id: 'avere', label: 'Avere netă', description: 'Suma tuturor conturilor tale la sfârșitul fiecărei luni.' },
  { id: 'calendar', label: 'Calendar', description: 'Zilele unei luni colorate după cât ai cheltuit, ca să vezi zilele grele.' },
] as const;

export type ReportId = (typeof REPORTS)[number]['id'];

/** The report a path shows: '/reports/plan' → 'plan'; the page itself or anything unknown → the first. */
export function reportAt(basePath: string, pathname: string): ReportId {
  const rest = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1).split('/')[0] : '';
  return REPORTS.find((report) => report.id === rest)?.id ?? REPORTS[0].id;
}

export const reportPath = (basePath: string, id: ReportId): string => `${basePath}/${id}`;
