/**
 * The upload form of "Importar datos" (ADR 0025 "Import"): the file, its format, the source (name,
 * licence, attribution the licence requires, address) and, under "Avanzado", the column mapping as
 * JSON. Validated with the shared contract's schemas before sending; the server's refusal of a file
 * (not CSV/JSON, no name or coordinate column, too large…) shows as an alert.
 * @module
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  IMPORT_FORMATS,
  importFormatSchema,
  importMappingSchema,
  importSourceInputSchema,
  type Import,
} from '../../../../shared/contract/imports';
import { importMessages } from '../../../../shared/messages/imports';
import { importFormatLabels, importFormMessages as m } from '../../../../shared/messages/imports.web';
import { InputField, SelectField } from '../../../components/Field';
import { FormButtons } from '../../../components/FormButtons';
import { TextAreaField } from '../../../components/TextAreaField';
import { usePreviewImport } from './api';
import { fieldOf } from '../../../components/ContactFields';
import { Form } from '../../../components/Form';

const source = importSourceInputSchema.shape;

/** The form's fields as the browser holds them, checked and turned into the upload. */
const formSchema = z.object({
  file: z.custom<FileList>(
    (v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length === 1,
    {
      error: () => m.fileMissing,
    },
  ),
  format: importFormatSchema,
  name: source.name,
  licence: source.licence,
  attribution: source.attribution,
  url: z
    .string()
    .trim()
    .transform((text, ctx) => {
      const checked = source.url.safeParse(text || undefined);
      if (checked.success) return checked.data;
      ctx.addIssue({ code: 'custom', message: importMessages.sourceUrl });
      return z.NEVER;
    }),
  mapping: z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: importMessages.mapping });
        return z.NEVER;
      }
    })
    .pipe(importMappingSchema.nullable()),
});
type Values = z.input<typeof formSchema>;
type Checked = z.output<typeof formSchema>;

/** The form; `onPreview` receives the previewed import. */
export function ImportForm({ onPreview }: { onPreview: (found: Import) => void }) {
  const preview = usePreviewImport();
  const form = useForm<Values, unknown, Checked>({
    resolver: zodResolver(formSchema),
    defaultValues: { format: 'csv', name: '', licence: '', attribution: '', url: '', mapping: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => {
    const file = values.file.item(0);
    if (!file) return;
    preview.mutate(
      {
        file,
        format: values.format,
        source: {
          name: values.name,
          licence: values.licence,
          attribution: values.attribution,
          url: values.url,
        },
        mapping: values.mapping,
      },
      { onSuccess: onPreview },
    );
  });
  return (
    <Form className="panel admin-card import-form" aria-labelledby="import-form-title" onSubmit={onSubmit}>
      <h3 id="import-form-title">{m.title}</h3>
      <div className="auto-grid import-form__row">
        <InputField
          label={m.file}
          type="file"
          accept=".csv,.json,.geojson,text/csv,application/json,application/geo+json"
          hint={m.fileHint}
          {...fieldOf(form, 'file')}
        />
        <SelectField label={m.format} {...fieldOf(form, 'format')}>
          {IMPORT_FORMATS.map((format) => (
            <option key={format} value={format}>
              {importFormatLabels[format]}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="form-group import-form__source">
        <legend>{m.sourceTitle}</legend>
        <InputField label={m.sourceName} hint={m.sourceNameHint} {...fieldOf(form, 'name')} />
        <InputField label={m.licence} hint={m.licenceHint} {...fieldOf(form, 'licence')} />
        <InputField label={m.attribution} hint={m.attributionHint} {...fieldOf(form, 'attribution')} />
        <InputField label={m.url} type="url" inputMode="url" {...fieldOf(form, 'url')} />
      </fieldset>
      <details className="import-form__advanced" open={errors.mapping ? true : undefined}>
        <summary>{m.advanced}</summary>
        <TextAreaField
          label={m.mapping}
          hint={m.mappingHint}
          rows={4}
          spellCheck={false}
          {...fieldOf(form, 'mapping')}
        />
      </details>
      <FormButtons
        className="spread-row import-form__actions"
        failure={preview.error?.message}
        labels={{ submit: m.submit, busy: m.submitting }}
        busy={preview.isPending}
      />
    </Form>
  );
}
