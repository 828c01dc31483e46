import type { AppPage } from '@buget/shared-domain/rules';
import { REMOTES } from './remotes';

/**
 * The signed-in pages the default config.json lists (what `npm start` and `npm run dev` serve):
 * the spec's five, with its labels, order and Alt shortcuts (spec point 2), and Rapoarte (issue
 * 27) after Grid Lunar. The shell knows no page but these entries: a page is added or removed
 * here or in a deployed config.json, with its remote deployed, without rebuilding the shell
 * (issue 27 point 2). The shell validates them at start.
 */
export const DEFAULT_PAGES: readonly AppPage[] = [
  {
    id: 'daily',
    path: '/daily',
    remote: REMOTES['mf-daily'].federationName,
    label: 'Situația Zilei',
    description: 'Sumele planificate și cele realizate pentru ziua aleasă.',
    icon: 'daily',
    inMobileNav: true,
    bare: false,
    shortcut: 'Alt+H',
    keywords: ['acasă', 'dashboard', 'azi'],
  },
  {
    id: 'transactions',
    path: '/transactions',
    remote: REMOTES['mf-transactions'].federationName,
    label: 'Tranzacții',
    description: 'Toate veniturile, cheltuielile și economiile tale.',
    icon: 'transactions',
    inMobileNav: true,
    bare: false,
    shortcut: 'Alt+T',
    keywords: ['cheltuieli', 'venituri', 'tabel'],
  },
  {
    id: 'lunar-grid',
    path: '/lunar-grid',
    remote: REMOTES['mf-lunar-grid'].federationName,
    label: 'Grid Lunar',
    description: 'Planificarea bugetului pe luni, zi cu zi.',
    icon: 'grid',
    // The grid is a desktop and tablet feature, and uses the whole screen.
    inMobileNav: false,
    bare: true,
    shortcut: 'Alt+L',
    keywords: ['lună', 'buget', 'plan'],
  },
  // Rapoarte (issue 27): the mf-reports remote, a page the shell's build does not know.
  {
    id: 'reports',
    path: '/reports',
    remote: REMOTES['mf-reports'].federationName,
    label: 'Rapoarte',
    description: 'Unde s-au dus banii, lună de lună: flux de numerar, categorii, plan și avere netă.',
    icon: 'reports',
    inMobileNav: true,
    bare: false,
    shortcut: 'Alt+R',
    keywords: ['grafice', 'statistici', 'flux', 'avere', 'cheltuieli'],
  },
  {
    id: 'options',
    path: '/options',
    remote: REMOTES['mf-options'].federationName,
    label: 'Opțiuni',
    description: 'Categorii, conturi și setările aplicației.',
    icon: 'options',
    inMobileNav: true,
    bare: false,
    shortcut: 'Alt+O',
    keywords: ['setări', 'categorii', 'conturi', 'reguli'],
  },
  {
    id: 'profile',
    path: '/profile',
    remote: REMOTES['mf-profile'].federationName,
    label: 'Profil',
    description: 'Contul tău, exportul datelor și ștergerea contului.',
    icon: 'profile',
    inMobileNav: true,
    bare: false,
    keywords: ['cont', 'export', 'parolă'],
  },
];
