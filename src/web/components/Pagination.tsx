/**
 * Page navigation as real links (each page has its own URL), with the current page marked.
 * @module
 */
import { Link, type To } from 'react-router';
import { paginationMessages as m } from '../../shared/messages/catalogue.web';
import { pageItems } from './pagination';
import './components.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages. */
  pages: number;
  /** Link target of a page. */
  linkTo: (page: number) => To;
  /** Called after a page link is followed (e.g. to move focus to the list). */
  onNavigate?: () => void;
}

/** Previous / numbered / next page links; renders nothing for a single page. */
export function Pagination({ page, pages, linkTo, onNavigate }: PaginationProps) {
  const items = pageItems(page, pages);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label={m.label}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link
              className="pagination__link"
              to={linkTo(page - 1)}
              aria-label={m.previousLabel}
              onClick={onNavigate}
              preventScrollReset
            >
              ‹ <span className="pagination__word">{m.previous}</span>
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              ‹ <span className="pagination__word">{m.previous}</span>
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination__link"
                to={linkTo(item)}
                aria-label={m.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={onNavigate}
                preventScrollReset
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link
              className="pagination__link"
              to={linkTo(page + 1)}
              aria-label={m.nextLabel}
              onClick={onNavigate}
              preventScrollReset
            >
              <span className="pagination__word">{m.next}</span> ›
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              <span className="pagination__word">{m.next}</span> ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
