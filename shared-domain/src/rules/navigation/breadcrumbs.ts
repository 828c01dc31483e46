import { NAVIGATION_LIMITS } from '@buget/shared-domain/constants';
import type { BreadcrumbItem } from '@buget/shared-domain/schemas';

const markActive = (trail: readonly BreadcrumbItem[], activeIndex: number): BreadcrumbItem[] =>
  trail.map((item, i) => ({ ...item, isActive: i === activeIndex }));

/**
 * Goes to a breadcrumb of the trail: everything after it is cut and it becomes active.
 * An id not in the trail leaves it unchanged.
 */
export const navigateToBreadcrumb = (trail: readonly BreadcrumbItem[], id: string): BreadcrumbItem[] => {
  const index = trail.findIndex((item) => item.id === id);
  if (index === -1) return [...trail];
  return markActive(trail.slice(0, index + 1), index);
};

/**
 * Records a visit in the trail: a page already in it truncates the trail there (the user went
 * back); a new one is appended. Only the last `maxItems` are kept; the newest is active.
 */
export const pushBreadcrumb = (
  trail: readonly BreadcrumbItem[],
  item: Omit<BreadcrumbItem, 'isActive'>,
  maxItems: number = NAVIGATION_LIMITS.breadcrumbMaxItems,
): BreadcrumbItem[] => {
  const existing = trail.findIndex((t) => t.id === item.id || t.href === item.href);
  const next = existing === -1 ? [...trail, { ...item, isActive: true }] : trail.slice(0, existing + 1);
  const kept = next.slice(Math.max(0, next.length - maxItems));
  return markActive(kept, kept.length - 1);
};
