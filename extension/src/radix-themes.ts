// Radix Themes for the extension's pages, in the order of the package's styles.css: tokens, the
// components, the layout utilities. The last two are imported here, from JavaScript, because the
// radix-themes-components plugin (wxt.config.ts) only sees stylesheets imported that way; it
// leaves out the components and responsive breakpoints the extension never uses.
import './radix-themes.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
