import { Link } from 'react-router';
import type { RenderLink } from '../components/site-link';

/** SiteLink inside the app: a navigation of the router. */
export const renderRouterLink: RenderLink = ({ to, ...props }) => <Link to={to} {...props} />;
