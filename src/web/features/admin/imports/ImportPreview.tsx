/**
 * The preview of an import (ADR 0025 "Import"): its counts, the rows skipped with their reasons, the
 * possible duplicates (each with a checkbox to create it anyway), the warnings, the columns used and a
 * sample of the rows as they would be written; "Confirmar importación" writes it and shows what the
 * commit did. Nothing is written before.
 * @module
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Import } from '../../../../shared/contract/imports';
import { importPreviewMessages as m } from '../../../../shared/messages/imports.web';
import { Fact } from '../../../components/Fact';
import { FormNotice } from '../../../components/Field';
import { TableHead } from '../../../components/TableHead';
import { useCommitImport } from './api';

function Figures({ found }: { found: Import }) {
  const figures: [string, number][] = [
    [m.rows, found.rows],
    [m.valid, found.valid],
    [m.skipped, found.skippedCount],
    [m.duplicates, found.duplicatesCount],
    [m.warnings, found.warningsCount],
  ];
  return (
    <dl className="import-figures" aria-label={m.figures}>
      {figures.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}

/** A titled two-column table of row findings, with the "showing n of m" note when the list was cut. */
function Findings({
  title,
  head,
  rows,
  total,
}: {
  title: string;
  head: string;
  rows: { row: number; text: string }[];
  total: number;
}) {
  if (rows.length === 0) return null;
  return (
    <section className="import-block" aria-label={title}>
      <h4>{title}</h4>
      <div className="import-table">
        <table>
          <TableHead columns={[m.row, head]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > rows.length && <p className="field__hint">{m.listCut(rows.length, total)}</p>}
    </section>
  );
}

function Sample({ found }: { found: Import }) {
  if (found.sample.length === 0) return null;
  const c = m.sampleColumns;
  return (
    <section className="import-block" aria-label={m.sampleTitle}>
      <h4>{m.sampleTitle}</h4>
      <div className="import-table">
        <table>
          <TableHead
            columns={[m.row, c.name, c.address, c.position, c.contact, c.openingHours, c.services]}
          />
          <tbody>
            {found.sample.map((s) => (
              <tr key={s.row}>
                <td>{s.row}</td>
                <td>{s.name}</td>
                <td>{s.address || m.none}</td>
                <td>
                  {s.latitude.toFixed(5)}, {s.longitude.toFixed(5)}
                </td>
                <td>{[s.phone, s.email, s.website].filter(Boolean).join(' · ') || m.none}</td>
                <td>{s.openingHours ?? m.none}</td>
                <td>{s.services.join(', ') || m.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The preview of `found`; `onClose` leaves it. */
export function ImportPreview({ found, onClose }: { found: Import; onClose: () => void }) {
  const commit = useCommitImport();
  const [allowed, setAllowed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (row: number) =>
    setAllowed((current) => {
      const next = new Set(current);
      if (next.has(row)) next.delete(row);
      else next.add(row);
      return next;
    });
  const result = commit.data ?? found.result;
  const file = found.fileName ?? m.untitled;
  return (
    <section className="panel admin-card import-preview" aria-labelledby="import-preview-title">
      <div className="spread-row import-preview__head">
        <h3 id="import-preview-title">{m.title(file)}</h3>
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          {m.close}
        </button>
      </div>
      {found.status === 'preview' && !result && <p>{m.nothingWritten}</p>}
      <Figures found={found} />
      <Findings
        title={m.skippedTitle}
        head={m.reason}
        rows={found.skipped.map((s) => ({ row: s.row, text: s.reason }))}
        total={found.skippedCount}
      />
      {found.duplicates.length > 0 && (
        <fieldset
          className="import-block import-duplicates"
          disabled={found.status !== 'preview' || !!result}
        >
          <legend>{m.duplicatesTitle}</legend>
          <p className="field__hint">{m.duplicatesLead}</p>
          <ul>
            {found.duplicates.map((d) => (
              <li key={d.row}>
                <label>
                  <input type="checkbox" checked={allowed.has(d.row)} onChange={() => toggle(d.row)} />{' '}
                  {m.allowDuplicate(d.row, d.gymName, d.distanceM)}
                </label>{' '}
                <span className="import-duplicates__meta">
                  {m.similarity(Math.round(d.similarity * 100))} ·{' '}
                  <Link to={`/detail/gym/${encodeURIComponent(d.gymId)}`} target="_blank">
                    {m.existingGym(d.gymName)}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
          {found.duplicatesCount > found.duplicates.length && (
            <p className="field__hint">{m.listCut(found.duplicates.length, found.duplicatesCount)}</p>
          )}
        </fieldset>
      )}
      <Findings
        title={m.warningsTitle}
        head={m.warning}
        rows={found.warnings.map((w) => ({ row: w.row, text: w.warning }))}
        total={found.warningsCount}
      />
      <Sample found={found} />
      {Object.keys(found.mapping).length > 0 && (
        <details className="import-block">
          <summary>{m.mappingTitle}</summary>
          <pre className="import-mapping">{JSON.stringify(found.mapping, null, 2)}</pre>
        </details>
      )}
      {commit.isError && <FormNotice kind="error">{commit.error.message}</FormNotice>}
      {result ? (
        <FormNotice kind="success">
          <strong>{m.committed(result.created, result.updated, result.skipped)}</strong>
        </FormNotice>
      ) : (
        found.status === 'preview' && (
          <div className="spread-row import-form__actions">
            <button
              type="button"
              className="button"
              disabled={commit.isPending}
              onClick={() => commit.mutate({ id: found._id, allowDuplicates: [...allowed] })}
            >
              {commit.isPending ? m.committing : m.commit}
            </button>
          </div>
        )
      )}
    </section>
  );
}
