export const RADIX_BREAKPOINTS: string[];
export function radixResponsiveProps(): Map<string, Set<string>>;
export function responsiveClassesIn(dirs: string[], props?: Map<string, Set<string>>): Record<string, string[]>;
