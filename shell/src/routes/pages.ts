import type { ComponentType } from 'react';
import { IconDaily, IconGrid, IconOptions, IconProfile, IconTransactions } from '@buget/shared-ui';

/** A signed-in page of spec point 2 and the remote that renders it. */
export type AppPage = {
  path: string;
  /** Federation name of the remote (a key of config.json `remotes`). */
  remote: string;
  /** Navigation label and page title. */
  label: string;
  description: string;
  icon: ComponentType;
  /** The grid is a desktop and tablet feature: not in the mobile navigation. */
  inMobileNav: boolean;
  /** The grid uses the whole screen: no header, no content padding. */
  bare: boolean;
};

export const APP_PAGES: readonly AppPage[] = [
  {
    path: '/daily',
    remote: 'mf_daily',
    label: 'Situația Zilei',
    description: 'Sumele planificate și cele realizate pentru ziua aleasă.',
    icon: IconDaily,
    inMobileNav: true,
    bare: false,
  },
  {
    path: '/transactions',
    remote: 'mf_transactions',
    label: 'Tranzacții',
    description: 'Toate veniturile, cheltuielile și economiile tale.',
    icon: IconTransactions,
    inMobileNav: true,
    bare: false,
  },
  {
    path: '/lunar-grid',
    remote: 'mf_lunar_grid',
    label: 'Grid Lunar',
    description: 'Planificarea bugetului pe luni, zi cu zi.',
    icon: IconGrid,
    inMobileNav: false,
    bare: true,
  },
  {
    path: '/options',
    remote: 'mf_options',
    label: 'Opțiuni',
    description: 'Categorii, conturi și setările aplicației.',
    icon: IconOptions,
    inMobileNav: true,
    bare: false,
  },
  {
    path: '/profile',
    remote: 'mf_profile',
    label: 'Profil',
    description: 'Contul tău, exportul datelor și ștergerea contului.',
    icon: IconProfile,
    inMobileNav: true,
    bare: false,
  },
];

export const PERFORMANCE_PAGE = {
  path: '/performance-test',
  label: 'Test de performanță',
  description: 'Cât durează încărcarea aplicației și a fiecărei pagini în acest browser.',
} as const;

export function pageAt(pathname: string): AppPage | undefined {
  return APP_PAGES.find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`));
}
