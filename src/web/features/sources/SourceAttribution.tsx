/**
 * The attribution line a gym's open-data licence requires (e.g. "Datos: © Colaboradores de
 * OpenStreetMap (ODbL 1.0)"), with a link to the "Fuentes de datos" page; nothing for a gym its
 * partner created (ADR 0025 "Sources").
 * @module
 */
import { Link } from 'react-router';
import type { DataSource } from '../../../shared/contract/sources';
import { sourcesMessages as m } from '../../../shared/messages/sources.web';

/** The line, or nothing when `source` is null or absent. */
export function SourceAttribution({ source }: { source: DataSource | null | undefined }) {
  if (!source) return null;
  return (
    <p className="source-attribution" data-testid="gym-source">
      <small>
        {source.attribution.includes(source.licence)
          ? m.gymLineNamingLicence(source.attribution)
          : m.gymLine(source.attribution, source.licence)}{' '}
        · <Link to="/fuentes">{m.title}</Link>
      </small>
    </p>
  );
}
