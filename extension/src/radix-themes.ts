// Radix Themes for the extension's pages, in the order of the package's styles.css, without what
// they never use: the base tokens and only the colour scales the extension and libs/ui use (the
// package has thirty; a component given another colour needs its scale added here, and
// radix-themes.test.ts checks), then the components and the layout utilities. Imported from
// JavaScript, not with CSS @import, because the radix-themes-components Vite plugin (wxt.config.ts)
// only sees stylesheets imported that way: it leaves out the components, responsive classes and
// dark appearance the extension never shows. (styles.css has the scales before the base tokens;
// they set no property in common.)
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/slate.css';
import '@radix-ui/themes/tokens/colors/indigo.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
