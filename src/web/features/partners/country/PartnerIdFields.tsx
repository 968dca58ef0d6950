/**
 * The business profile's identifier fields of the chosen country (SPEC §3 "Partner"; ADR 0054):
 * Argentina's CBU and CUIL/CUIT (the spec's fields, as before), México's RFC and CLABE, Brasil's CPF or
 * CNPJ (a radio group, then the number; no bank account). Every input is the form's own, validated by the
 * contract's schema of that country; the labels and hints name each identifier.
 * @module
 */
import type { UseFormReturn } from 'react-hook-form';
import type { PartnerEditBody } from '../../../../shared/contract/partners';
import type { CountryCode } from '../../../../shared/domain/countries';
import { PARTNER_TAX_ID_KINDS } from '../../../../shared/domain/partner-ids';
import { partnerEditPageMessages as m } from '../../../../shared/messages';
import { partnerCountryFormMessages as c } from '../../../../shared/messages/partners-countries.web';
import { fieldOf } from '../../../components/ContactFields';
import { InputField } from '../../../components/Field';
import type { PartnerFormValues } from '../forms/forms';

type PartnerForm = UseFormReturn<PartnerFormValues, unknown, PartnerEditBody>;

/** Props of {@link PartnerIdFields}. */
export interface PartnerIdFieldsProps {
  form: PartnerForm;
  country: CountryCode;
  /** Brasil's chosen kind (`cpf` or `cnpj`), for the number's label and hint. */
  brKind: string;
}

/** The identifier fields of `country` (see module doc). */
export function PartnerIdFields({ form, country, brKind }: PartnerIdFieldsProps) {
  // A bank or tax number: never filled in from other sites; digits on the numeric keyboard.
  const idField = (
    name: 'cbu' | 'cuil' | 'taxId' | 'bankAccount',
    label: string,
    hint: string,
    digits = true,
  ) => (
    <InputField
      label={label}
      hint={hint}
      autoComplete="off"
      {...(digits ? { inputMode: 'numeric' as const } : { autoCapitalize: 'characters', spellCheck: false })}
      {...fieldOf(form, name)}
    />
  );

  if (country === 'AR')
    return (
      <>
        {idField('cbu', m.cbu, m.cbuHint)}
        {idField('cuil', m.cuil, m.cuilHint)}
      </>
    );
  if (country === 'MX')
    return (
      <>
        {idField('taxId', c.rfc, c.rfcHint, false)}
        {idField('bankAccount', c.clabe, c.clabeHint)}
      </>
    );
  const kindError = form.formState.errors.taxIdKind?.message;
  return (
    <>
      <fieldset
        className="form-group partner-form__group"
        aria-describedby={kindError ? 'tax-id-kind-error' : undefined}
      >
        <legend>{c.brTaxIdKind}</legend>
        <div className="partner-form__choices">
          {PARTNER_TAX_ID_KINDS.BR.map((kind) => (
            <label key={kind} className="choice-chip partner-form__choice">
              <input type="radio" value={kind} {...form.register('taxIdKind')} />{' '}
              {kind === 'cpf' ? c.cpfOption : c.cnpjOption}
            </label>
          ))}
        </div>
        {kindError && (
          <p id="tax-id-kind-error" className="field__error">
            {kindError}
          </p>
        )}
      </fieldset>
      {brKind === 'cpf' ? idField('taxId', c.cpf, c.cpfHint) : idField('taxId', c.cnpj, c.cnpjHint, false)}
      <p className="field__hint">{c.brNoBankKey}</p>
    </>
  );
}
