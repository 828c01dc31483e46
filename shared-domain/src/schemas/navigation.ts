import * as z from 'zod/mini';
import { NAVIGATION_LIMITS } from '@buget/shared-domain/constants';

export const navTabSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string(),
  href: z.string(),
  icon: z.optional(z.string()),
  testId: z.optional(z.string()),
});
export type NavTab = z.infer<typeof navTabSchema>;

export const breadcrumbItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
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
  breadcrumbMaxItems: z.int().check(z.positive()),
  openTabs: z.array(navTabSchema),
  activeTabId: z.nullable(z.string()),
  persistenceEnabled: z.boolean(),
  autoHideSidebar: z.boolean(),
  maxOpenTabs: z.int().check(z.positive()),
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
