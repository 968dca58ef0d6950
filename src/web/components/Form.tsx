/**
 * A form the app checks itself (`noValidate`: the fields show the Spanish errors of the shared schemas,
 * not the browser's) and sends with a handler that may answer a promise, as react-hook-form's
 * `handleSubmit` does; the promise is not awaited by the browser's submit event.
 * @module
 */
import type { FormEvent, FormHTMLAttributes } from 'react';

/** Props of {@link Form}: a `<form>`'s, but `onSubmit` may be async and `noValidate` is always on. */
export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown> | void;
  'data-testid'?: string;
}

/** The `<form>`. */
export function Form({ onSubmit, ...props }: FormProps) {
  return <form {...props} noValidate onSubmit={(event) => void onSubmit(event)} />;
}
