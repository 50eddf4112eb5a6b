// Radix Themes for the web app, in the order of the package's styles.css, without what it never
// uses: the base tokens and only the colour scales the web app and libs/ui use (the package has
// thirty, about 30 KiB of every page's gzip size; a component given another colour needs its scale
// added here, and radix-themes.test.ts checks), then the components and the layout utilities.
// Imported from JavaScript, not with CSS @import, because the radix-themes-components Vite plugin
// (vite.config.ts) only sees stylesheets imported that way: it leaves out the components,
// responsive classes and dark appearance the app never shows. (styles.css has the scales before
// the base tokens; they set no property in common.)
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/slate.css';
import '@radix-ui/themes/tokens/colors/indigo.css';
import '@radix-ui/themes/tokens/colors/iris.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
