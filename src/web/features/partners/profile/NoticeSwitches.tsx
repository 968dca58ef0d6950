/**
 * "Avisos" on the partner's profile (ADR 0037): one switch per thing the partner is told by mail and on
 * its subscribed devices — a new sale, a new review, the decision on a claim — each saved at once
 * (`PUT /api/partner/profile/notifications/{id}`), the answer put in the profile's cache.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  partnerProfileResponseSchema,
  type Partner,
  type PartnerNotifications,
} from '../../../../shared/contract/partners';
import { noticeSwitchMessages as m } from '../../../../shared/messages/partners.web';
import { FormNotice } from '../../../components/Field';
import { sendJson } from '../../../lib/http';
import { seg } from '../../../lib/path';
import { partnerKeys } from '../../../lib/query-keys';
import { TitledSection } from '../../../components/TitledSection';

const KINDS = ['sales', 'reviews', 'claims'] as const;

/** The section with the three switches of `partner`. */
export function NoticeSwitches({ partner }: { partner: Partner }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (values: PartnerNotifications) =>
      (
        await sendJson(
          'PUT',
          `/api/partner/profile/notifications/${seg(partner.userId)}`,
          values,
          partnerProfileResponseSchema,
        )
      ).partner,
    onSuccess: (saved) => queryClient.setQueryData(partnerKeys.profile(partner.userId), saved),
  });
  const current = save.isPending && save.variables ? save.variables : partner.notifications;
  return (
    <TitledSection
      titleId="notices-title"
      title={m.title}
      className="panel partner-section"
      data-testid="notice-switches"
    >
      <p className="field__hint">{m.intro}</p>
      <fieldset className="notice-switches">
        <legend className="visually-hidden">{m.title}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="notice-switches__item">
            <input
              type="checkbox"
              role="switch"
              checked={current[kind]}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ ...current, [kind]: e.target.checked })}
            />{' '}
            {m[kind]}
          </label>
        ))}
      </fieldset>
      {save.isError && (
        <FormNotice kind="error">
          <p>{m.saveError}</p>
        </FormNotice>
      )}
    </TitledSection>
  );
}
