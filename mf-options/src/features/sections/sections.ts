/** The sections of Opțiuni, each at its own address below the page's (issue 13; Reguli, issue 25). */
export const OPTION_SECTIONS = [
  { id: 'categorii', label: 'Categorii', description: 'Grupurile și subcategoriile în care îți împarți banii.' },
  { id: 'conturi', label: 'Conturi', description: 'Conturile tale: bancă, numerar, economii, investiții.' },
  { id: 'reguli', label: 'Reguli', description: 'Regulile care dau categoria tranzacțiilor importate din extrase.' },
  { id: 'setari', label: 'Setări', description: 'Cum arată și cum se poartă aplicația.' },
] as const;

export type OptionSectionId = (typeof OPTION_SECTIONS)[number]['id'];

/** The section a path shows: '/options/conturi' → 'conturi'; the page itself or anything unknown → the first. */
export function sectionAt(basePath: string, pathname: string): OptionSectionId {
  const rest = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1).split('/')[0] : '';
  return OPTION_SECTIONS.find((section) => section.id === rest)?.id ?? OPTION_SECTIONS[0].id;
}

export const sectionPath = (basePath: string, id: OptionSectionId): string => `${basePath}/${id}`;
