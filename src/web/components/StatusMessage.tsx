/**
 * Empty and error states with an optional action.
 * @module
 */
import { Search, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import './components.css';

/** Props of {@link StatusMessage}. */
export interface StatusMessageProps {
  /** `error` is announced at once (`role="alert"`); `empty` politely (`role="status"`). */
  kind: 'empty' | 'error';
  title: string;
  body?: string;
  /** Heading level of the title inside its section. */
  headingLevel?: 1 | 2 | 3;
  /** The way forward as a link drawn as the main button: its path and its text. */
  link?: { to: To; label: string } | null;
  /** Any other action (a button). */
  action?: ReactNode;
}

/** A titled message box for "nothing found" and "could not load" situations. */
export function StatusMessage({ kind, title, body, headingLevel = 3, link, action }: StatusMessageProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h3';
  return (
    <div className={`state state--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="state__icon" aria-hidden="true">
        {kind === 'error' ? <TriangleAlert size={28} /> : <Search size={28} />}
      </span>
      <Heading>{title}</Heading>
      {body && <p>{body}</p>}
      {link && (
        <Link className="button" to={link.to}>
          {link.label}
        </Link>
      )}
      {action}
    </div>
  );
}
