/**
 * Importar datos (ADR 0025 "Import"), the administrators' section: the upload form, the preview of the
 * import being reviewed (with its commit), and the past imports with "Deshacer".
 * @module
 */
import { useState } from 'react';
import { importPreviewMessages as m } from '../../../../shared/messages/imports.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { SectionHead } from '../sections/SectionHead';
import { useImport } from './api';
import { ImportForm } from './ImportForm';
import { ImportHistory } from './ImportHistory';
import { ImportPreview } from './ImportPreview';
import './imports.css';

/** The section. */
export function ImportsSection() {
  const [selected, setSelected] = useState<string | null>(null);
  const query = useImport(selected);
  return (
    <section aria-labelledby="admin-section-title" className="imports">
      <SectionHead section="importar" />
      <ImportForm onPreview={(found) => setSelected(found._id)} />
      {selected !== null && (
        <QueryFrame query={query} loading={m.loading} errorTitle={m.error} headingLevel={3}>
          {(found) => <ImportPreview key={found._id} found={found} onClose={() => setSelected(null)} />}
        </QueryFrame>
      )}
      <ImportHistory onReview={setSelected} />
    </section>
  );
}
