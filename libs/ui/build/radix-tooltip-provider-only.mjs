// A Vite plugin for pages that render no tooltip: `@radix-ui/react-tooltip` becomes its Provider
// alone, which renders its children. Radix Themes' `Theme` wraps every page in Tooltip.Provider,
// and that one import kept the tooltip's module, Radix Popper and floating-ui (about 10 KiB gzip)
// in the side panel's first load even with no tooltip on it: Popper's module, needed by the lazily
// loaded Select, went into the chunk the first screen shares with it. Any other part of the tooltip
// throws when rendered; the extension's radix-themes-css.json lists Tooltip among the components it
// never uses, and its test checks that no code of the extension or libs/ui renders one.
const PACKAGE = '@radix-ui/react-tooltip';
const MODULE = '\0radix-tooltip-provider-only';
const PARTS = [
  'Root',
  'Tooltip',
  'Trigger',
  'TooltipTrigger',
  'Portal',
  'TooltipPortal',
  'Content',
  'TooltipContent',
  'Arrow',
  'TooltipArrow',
  'createTooltipScope',
];

export function radixTooltipProviderOnly() {
  return {
    name: 'radix-tooltip-provider-only',
    enforce: 'pre',
    resolveId(id) {
      return id === PACKAGE ? MODULE : null;
    },
    load(id) {
      if (id !== MODULE) return null;
      return [
        'export function Provider({ children }) { return children; }',
        `function notBuilt() { throw new Error('${PACKAGE} is left out of this build (radixTooltipProviderOnly): render no tooltip here'); }`,
        `export { Provider as TooltipProvider, ${PARTS.map((part) => `notBuilt as ${part}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
