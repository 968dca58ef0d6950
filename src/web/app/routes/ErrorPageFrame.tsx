/**
 * The frame of the two error pages (an unknown address, a screen that failed): the page's title as
 * its heading, a line, the ways forward as buttons, and what follows them.
 * @module
 */
import type { ReactNode } from 'react';
import { PageMeta } from '../../components/PageMeta';
import './routes.css';

/** Props of {@link ErrorPageFrame}. */
export interface ErrorPageFrameProps {
  /** The heading's id, which names the section. */
  titleId: string;
  /** The page's title and its heading. */
  title: string;
  /** The heading's language where it is not the page's. */
  titleLang?: string;
  /** What stands above the heading (the status code), hidden from assistive technology. */
  code?: string;
  body: string;
  /** The ways forward (buttons, links). */
  actions: ReactNode;
  /** What follows the ways forward (details). */
  children?: ReactNode;
}

/** The error page's section. */
export function ErrorPageFrame({
  titleId,
  title,
  titleLang,
  code,
  body,
  actions,
  children,
}: ErrorPageFrameProps) {
  return (
    <section className="container error-page" aria-labelledby={titleId}>
      <PageMeta title={title} />
      {code && (
        <p className="error-page__code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={titleId} lang={titleLang}>
        {title}
      </h1>
      <p>{body}</p>
      <div className="error-page__actions">{actions}</div>
      {children}
    </section>
  );
}
