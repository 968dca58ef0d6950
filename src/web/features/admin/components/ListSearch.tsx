/**
 * The search box and filters above an administration list. Submitting writes them to the URL (the
 * caller's `onApply`), which the list's query reads; the form shows what the URL says, so "Back" and a
 * reload bring the same values.
 * @module
 */
import { useId, type FormEvent } from 'react';
import { adminTableMessages as m } from '../../../../shared/messages/admin.web';

/** A filter shown as a select (`''` = every value) or as a field of a given input type. */
export interface ListFilterField {
  name: string;
  label: string;
  /** Choices of a select; absent: a plain input of `type`. */
  options?: readonly { value: string; label: string }[];
  allLabel?: string;
  type?: 'text' | 'date' | 'email';
}

/**
 * A select filter named `name` over `values`, each shown by its text in `labels`; `allLabel` is the
 * choice of every value.
 */
export function choiceField<V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
  allLabel: string,
): ListFilterField {
  return { name, label, options: values.map((value) => ({ value, label: labels[value] })), allLabel };
}

/** Props of {@link ListSearch}. */
export interface ListSearchProps {
  /** Text search (absent: the list has none). */
  q?: string;
  placeholder?: string;
  filters?: Readonly<Record<string, string | undefined>>;
  fields?: readonly ListFilterField[];
  onApply: (q: string, filters: Record<string, string>) => void;
}

/** The form. */
export function ListSearch({ q, placeholder, filters = {}, fields = [], onApply }: ListSearchProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen: Record<string, string> = {};
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '').trim();
      if (value) chosen[field.name] = value;
    }
    onApply(String(data.get('q') ?? ''), chosen);
  };
  const hasValues = Boolean(q) || Object.values(filters).some(Boolean);
  // The key makes the uncontrolled fields show the URL's values again after "Back" or "Limpiar".
  const key = JSON.stringify([q, filters]);

  return (
    <form key={key} role="search" className="admin-search" aria-label={m.filters} onSubmit={submit}>
      {q !== undefined && (
        <div className="field admin-search__q">
          <label htmlFor={`${id}-q`}>{m.search}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={q}
            placeholder={placeholder ?? m.searchPlaceholder}
            maxLength={100}
            autoComplete="off"
          />
        </div>
      )}
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          {field.options ? (
            <select id={`${id}-${field.name}`} name={field.name} defaultValue={filters[field.name] ?? ''}>
              <option value="">{field.allLabel}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type ?? 'text'}
              defaultValue={filters[field.name] ?? ''}
            />
          )}
        </div>
      ))}
      <div className="admin-search__actions">
        <button type="submit" className="button">
          {m.searchSubmit}
        </button>
        {hasValues && (
          <button type="button" className="button button--secondary" onClick={() => onApply('', {})}>
            {m.clear}
          </button>
        )}
      </div>
    </form>
  );
}
