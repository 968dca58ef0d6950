/**
 * The past imports of "Importar datos" (ADR 0025 "Import"), newest first: date, file, source, status
 * and result; a preview can be reviewed again, a committed import undone (with a confirmation that says
 * what goes: the gyms it created that nobody claimed or edited since).
 * @module
 */
import type { ImportListItem } from '../../../../shared/contract/imports';
import { importHistoryMessages as m, importStatusLabels } from '../../../../shared/messages/imports.web';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { TableHead } from '../../../components/TableHead';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { formatInstant } from '../model/format';
import { useImports, useUndoImport } from './api';

function UndoButton({ item }: { item: ImportListItem }) {
  const toast = useToast();
  const file = item.fileName ?? item.source.name;
  const undoing = useConfirmAction(useUndoImport(), {
    title: m.undoTitle(file),
    confirmLabel: m.undo,
    busyLabel: m.undoing,
    cancelLabel: m.cancel,
  });
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small button--danger-text"
        aria-label={m.undoLabel(file)}
        onClick={undoing.ask}
      >
        {m.undo}
      </button>
      <ConfirmDialog
        {...undoing.dialog}
        onConfirm={() =>
          undoing.run(item._id, ({ removed, kept }) =>
            toast({ kind: 'success', text: m.undone(removed, kept) }),
          )
        }
      >
        <p>{m.undoConsequence}</p>
      </ConfirmDialog>
    </>
  );
}

/** The list; `onReview` opens the preview of an import not committed yet. */
export function ImportHistory({ onReview }: { onReview: (id: string) => void }) {
  const query = useImports();
  const c = m.columns;
  return (
    <section className="import-history" aria-labelledby="import-history-title">
      <h3 id="import-history-title">{m.title}</h3>
      <QueryFrame query={query} loading={m.loading} errorTitle={m.error} headingLevel={3}>
        {(data) =>
          data.imports.length === 0 ? (
            <StatusMessage kind="empty" title={m.empty} body={m.emptyBody} />
          ) : (
            <div className="import-table">
              <table>
                <TableHead columns={[c.date, c.file, c.source, c.status, c.result, c.actions]} />
                <tbody>
                  {data.imports.map((item) => (
                    <tr key={item._id} data-testid="import-row">
                      <td>
                        <time dateTime={item.createdAt}>{formatInstant(item.createdAt)}</time>
                      </td>
                      <td className="import-table__file" title={item.fileName ?? undefined}>
                        {item.fileName ?? '—'}
                      </td>
                      <td>{item.source.name}</td>
                      <td>{importStatusLabels[item.status]}</td>
                      <td>
                        {item.result
                          ? m.result(item.result.created, item.result.updated)
                          : m.counts(item.valid, item.rows)}
                      </td>
                      <td>
                        {item.status === 'preview' && (
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            aria-label={m.reviewLabel(item.fileName ?? item.source.name)}
                            onClick={() => onReview(item._id)}
                          >
                            {m.review}
                          </button>
                        )}
                        {item.status === 'committed' && <UndoButton item={item} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryFrame>
    </section>
  );
}
