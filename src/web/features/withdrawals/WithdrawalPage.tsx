/**
 * `/arrepentimiento` (ADR 0027; Ley 24.240 art. 34, Res. SCI 424/2020): the "Botón de arrepentimiento",
 * reached from the footer of every page, without signing in. The purchase's code and e-mail are sent
 * once; the answer's request number is shown at once (and mailed by the server). The page speaks of the
 * page's country (ADR 0056): its name for the right, its days and its law (`WITHDRAWAL_LAWS`: México's
 * LFPC art. 56, five business days; Brasil's CDC art. 49, seven days), with a link to the law's official text.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WITHDRAWAL_LAWS } from '../../../shared/domain/withdrawal-laws';
import { legalButtonLinks } from '../../../shared/messages/legal-links.web';
import { withdrawalPageMessages as m } from '../../../shared/messages/withdrawals.web';
import { useCountry } from '../../lib/country';
import { EmailField } from '../../components/ContactFields';
import { FormNotice, InputField } from '../../components/Field';
import { requestWithdrawal } from './api';
import './withdrawals.css';
import { Form } from '../../components/Form';
import { PageMeta } from '../../components/PageMeta';

type Values = { reference: string; email: string };

/** The page. */
export function WithdrawalPage() {
  const form = useForm<Values>({ defaultValues: { reference: '', email: '' } });
  const [incomplete, setIncomplete] = useState(false);
  const mutation = useMutation({ mutationFn: requestWithdrawal });

  const onSubmit = form.handleSubmit(({ reference, email }) => {
    const body = { reference: reference.trim(), email: email.trim() };
    setIncomplete(!body.reference || !body.email);
    if (body.reference && body.email) mutation.mutate(body);
  });

  const { country } = useCountry().choice;
  const law = WITHDRAWAL_LAWS[country];
  const title = legalButtonLinks.withdrawal(country);
  const done = mutation.data;
  return (
    <section className="container legal-page" aria-labelledby="withdrawal-title">
      <PageMeta title={title} />
      <h1 id="withdrawal-title">{title}</h1>
      {done ? (
        <div className="legal-page__done" role="status">
          <h2>{m.doneTitle}</h2>
          <p>
            {m.number}: <strong data-testid="withdrawal-number">{done.number}</strong>
          </p>
          <p>{done.status === 'refunded' ? m.refunded : m.review}</p>
        </div>
      ) : (
        <>
          <p>{m.intro(law.days, law.businessDays)}</p>
          <Form className="legal-page__form" onSubmit={onSubmit}>
            <InputField
              label={m.reference}
              hint={m.referenceHint}
              autoComplete="off"
              autoCapitalize="characters"
              {...form.register('reference')}
            />
            <EmailField label={m.email} {...form.register('email')} />
            {incomplete && <FormNotice kind="error">{m.incomplete}</FormNotice>}
            {mutation.isError && <FormNotice kind="error">{mutation.error.message}</FormNotice>}
            <button type="submit" className="button" disabled={mutation.isPending}>
              {mutation.isPending ? m.sending : m.submit}
            </button>
          </Form>
        </>
      )}
      <p className="legal-page__law">
        {m.law(country, law.citation)}{' '}
        <a href={law.url} rel="external">
          {m.lawText}
        </a>
      </p>
    </section>
  );
}
