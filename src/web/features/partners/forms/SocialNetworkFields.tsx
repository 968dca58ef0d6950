/**
 * The social-network inputs of the partner and gym forms (`socialNetworks.<network>`, https URLs),
 * grouped in a fieldset: one input per network of `SOCIAL_NETWORKS` (SPEC §3).
 * @module
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SOCIAL_NETWORKS } from '../../../../shared/constants/partners';
import { partnerFormMessages as m, socialNetworkLabels } from '../../../../shared/messages';
import { InputField } from '../../../components/Field';
import type { SocialNetwork } from './forms';

/** Props of {@link SocialNetworkFields}. */
export interface SocialNetworkFieldsProps {
  /** `register` of the form, for `socialNetworks.<network>`. */
  register: (name: `socialNetworks.${SocialNetwork}`) => UseFormRegisterReturn;
  /** The form's errors under `socialNetworks`. */
  errors: Partial<Record<SocialNetwork, { message?: string | undefined }>> | undefined;
}

/** One URL input per network. */
export function SocialNetworkFields({ register, errors }: SocialNetworkFieldsProps) {
  return (
    <fieldset className="form-group partner-form__group">
      <legend>{m.socialNetworks}</legend>
      <p className="field__hint">{m.socialNetworksHint}</p>
      <div className="partner-form__grid">
        {SOCIAL_NETWORKS.map((network) => (
          <InputField
            key={network}
            label={socialNetworkLabels[network]}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={m.urlPlaceholder}
            error={errors?.[network]?.message}
            {...register(`socialNetworks.${network}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
