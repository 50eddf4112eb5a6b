import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type Ref } from 'react';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** Draws a link (no hooks: called as a function, not rendered as a component). */
export type RenderLink = (props: SiteLinkProps) => ReactElement;

/** A plain navigation: the page loads afresh (the prerendered landing, which runs without the router). */
const renderPlainLink: RenderLink = ({ to, ...props }) => <a href={to} {...props} />;

const LinkRenderer = createContext<RenderLink>(renderPlainLink);

/** The app (App.tsx) gives its router's Link here; without it, SiteLink is a plain <a href>. */
export const SiteLinkProvider = LinkRenderer.Provider;

/** A link to another page of the site, for components the landing's own entry renders too (no router there). */
export function SiteLink(props: SiteLinkProps) {
  return useContext(LinkRenderer)(props);
}
