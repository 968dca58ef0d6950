/**
 * The debounced name search box: typing updates the URL after NAME_SEARCH_DEBOUNCE_MS of quiet;
 * Enter applies at once.
 * @module
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_NAME_SEARCH_LENGTH, NAME_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants/spec';
import { gymListMessages as m } from '../../../../shared/messages/catalogue.web';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';

/** Props of {@link NameSearch}. */
export interface NameSearchProps {
  /** The applied search (from the URL). */
  value: string;
  /** Applies a new search. */
  onChange: (name: string) => void;
}

/** A labelled search field in a `search` landmark. */
export function NameSearch({ value, onChange }: NameSearchProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  const debounced = useDebouncedCallback(onChange, NAME_SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);

  // Words typed into the server's HTML before the page was hydrated (ADR 0046) stay in the field
  // (React keeps a hydrated input's value) but reached no handler: search for them now.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === value) return;
    setDraft(typed);
    debounced.run(typed);
    // Once, on the first render in the browser: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The URL changed from outside (back button, "clear filters"): show it and drop pending typing.
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
    debounced.cancel();
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    debounced.cancel();
    if (draft !== value) onChange(draft);
  };

  return (
    <form role="search" className="field gym-filters__search" onSubmit={onSubmit}>
      <label htmlFor={inputId}>{m.searchLabel}</label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="name"
        value={draft}
        maxLength={MAX_NAME_SEARCH_LENGTH}
        placeholder={m.searchPlaceholder}
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.target.value);
          debounced.run(event.target.value);
        }}
      />
    </form>
  );
}
