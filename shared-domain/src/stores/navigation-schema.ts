import { z } from 'zod';
import { NAVIGATION_LIMITS } from '../constants';

export const navTabSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  href: z.string(),
  icon: z.string().optional(),
  testId: z.string().optional(),
});
export type NavTab = z.infer<typeof navTabSchema>;

export const breadcrumbItemSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  href: z.string(),
  isActive: z.boolean(),
});
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;

export const SIDEBAR_VARIANTS = ['desktop', 'mobile'] as const;
export type SidebarVariant = (typeof SIDEBAR_VARIANTS)[number];

/** The persisted navigation state (spec point 3). */
export const navigationStateSchema = z.object({
  sidebarExpanded: z.boolean(),
  sidebarVariant: z.enum(SIDEBAR_VARIANTS),
  currentPage: z.string(),
  lastVisitedPages: z.array(z.string()),
  breadcrumbHistory: z.array(breadcrumbItemSchema),
  breadcrumbMaxItems: z.number().int().positive(),
  openTabs: z.array(navTabSchema),
  activeTabId: z.string().nullable(),
  persistenceEnabled: z.boolean(),
  autoHideSidebar: z.boolean(),
  maxOpenTabs: z.number().int().positive(),
});
export type NavigationState = z.infer<typeof navigationStateSchema>;

export const INITIAL_NAVIGATION_STATE: NavigationState = {
  sidebarExpanded: true,
  sidebarVariant: 'desktop',
  currentPage: '/',
  lastVisitedPages: [],
  breadcrumbHistory: [],
  breadcrumbMaxItems: NAVIGATION_LIMITS.breadcrumbMaxItems,
  openTabs: [],
  activeTabId: null,
  persistenceEnabled: true,
  autoHideSidebar: false,
  maxOpenTabs: NAVIGATION_LIMITS.maxOpenTabs,
};
