/**
 * "Descargar CSV": reads every sale of the current filters (all pages) and offers them as a CSV file
 * (./csv), with a busy state and a Spanish error.
 * @module
 */
import { useState } from 'react';
import type { SalesFilter } from '../../../../shared/contract/sales';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { fetchAllSales } from '../data/api';
import { downloadText, salesCsv } from '../data/csv';

/** Props of {@link CsvButton}: whose sales, which filters and the range shown (for the file name). */
export interface CsvButtonProps {
  userId: string;
  filter: SalesFilter;
  range: { from: string; to: string };
}

/** The CSV download button. */
export function CsvButton({ userId, filter, range }: CsvButtonProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const sales = await fetchAllSales(userId, { ...filter, from: range.from, to: range.to });
      downloadText(salesCsv(sales), `ventas-${range.from}-${range.to}.csv`);
      setState('idle');
    } catch {
      setState('error');
    }
  };
  return (
    <div className="stack stack--end sales-csv">
      <button
        className="button button--secondary"
        type="button"
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {state === 'busy' ? m.csvPreparing : m.csv}
      </button>
      {state === 'error' && (
        <p className="form-error" role="alert">
          {m.csvError}
        </p>
      )}
    </div>
  );
}
