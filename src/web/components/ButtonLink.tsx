/**
 * A link drawn as a button: the router's link, or a plain `<a href>` where the router cannot serve
 * (outside the page frame, where there is no router, or to an anchor of the same page).
 * @module
 */
import { Link } from 'react-router';

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps {
  /** The path, or with `plain` any address (an in-page `#anchor`, `/` to load the home page anew). */
  to: string;
  label: string;
  /** The button's classes (`button`, `button button--secondary`…). */
  className: string;
  /** A plain `<a href>` instead of the router's link. */
  plain?: boolean;
}

/** The link with its text. */
export function ButtonLink({ to, label, className, plain = false }: ButtonLinkProps) {
  return plain ? (
    <a className={className} href={to}>
      {label}
    </a>
  ) : (
    <Link className={className} to={to}>
      {label}
    </Link>
  );
}
