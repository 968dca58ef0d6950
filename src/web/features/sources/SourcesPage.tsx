/**
 * "Fuentes de datos" (`/fuentes`; ADR 0025 "Sources"): every open-data source of the catalogue with its
 * licence, the attribution it requires and how many published gyms came from it.
 * @module
 */
import { sourcesMessages as m } from '../../../shared/messages/sources.web';
import { useSources } from './api';

/** The page. */
export function SourcesPage() {
  const { data, isPending, isError } = useSources();
  return (
    <section className="container sources-page" aria-labelledby="sources-title">
      <h1 id="sources-title">{m.title}</h1>
      <p>{m.intro}</p>
      {isPending && <p role="status">{m.loading}</p>}
      {isError && <p role="alert">{m.failed}</p>}
      {data && data.sources.length === 0 && <p>{m.empty}</p>}
      {data && data.sources.length > 0 && (
        <ul className="sources-page__list" data-testid="sources">
          {data.sources.map((source) => (
            <li key={source.name}>
              <h2>{source.name}</h2>
              <dl>
                <dt>{m.licence}</dt>
                <dd>{source.licence}</dd>
                <dt>{m.attribution}</dt>
                <dd>{source.attribution}</dd>
              </dl>
              <p>{m.gyms(source.gyms)}</p>
              {source.url && (
                <p>
                  <a href={source.url} rel="noopener noreferrer" target="_blank">
                    {m.website}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
