export function radixThemesCss(): { unused?: Record<string, string[]>; responsive: Record<string, string[]>; lightOnly: boolean };
