/** The dashboard's tabs, also the values the `tab` query parameter accepts (SPEC.md section 2). */
export const DASHBOARD_TABS = ['overview', 'create', 'cvs', 'linkedin', 'letters'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}
