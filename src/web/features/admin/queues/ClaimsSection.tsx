/**
 * Reclamos (ADR 0025 "Claims"; `GET /api/admin/claims?status=pending`): the claims of gyms without an
 * e-mail on file, oldest first, each with the gym (a link to its page, address, contact), the partner
 * (name, e-mail), its message and document; "Aprobar" gives the gym to the partner, "Rechazar" asks for
 * the reason the partner reads. Both are audited and mailed by the server.
 * @module
 */
import { CLAIM_REASON_MAX, CLAIM_REASON_MIN } from '../../../../shared/constants/claims';
import type { ClaimQueueItem } from '../../../../shared/contract/claims';
import { claimMessages } from '../../../../shared/messages/claims';
import { adminClaimsMessages as m } from '../../../../shared/messages/claims-admin.web';
import { DecisionActions } from '../components/DecisionActions';
import { reasonRules } from '../components/ReasonDialog';
import { formatInstant } from '../model/format';
import { QueueItem, QueueSection } from './QueueSection';
import { useDecideClaim, usePendingClaims } from '../api/api-claims';
import { Fact } from '../../../components/Fact';

/** The reason of rejecting a claim (the partner reads it), in the page's language (read per render). */
const rejectReason = () => reasonRules(m, claimMessages.reason, CLAIM_REASON_MIN, CLAIM_REASON_MAX);

function Decision({ item }: { item: ClaimQueueItem }) {
  const decide = useDecideClaim();
  const gym = item.gym.name;
  return (
    <DecisionActions
      confirm={{
        action: m.approve,
        actionLabel: m.approveLabel(gym),
        title: m.approveTitle(gym),
        busy: m.approving,
        consequence: <p>{m.approveConsequence(item.partner.name)}</p>,
        primary: true,
      }}
      refuse={{
        action: m.reject,
        actionLabel: m.rejectLabel(gym),
        title: m.rejectTitle(gym),
        busy: m.rejecting,
        consequence: <p>{m.rejectConsequence}</p>,
        reason: rejectReason(),
      }}
      cancelLabel={m.cancel}
      mutation={decide}
      variables={(reason) => ({ claimId: item._id, ...(reason === undefined ? {} : { reject: { reason } }) })}
      successText={(reason) => (reason === undefined ? m.approved : m.rejected)}
    />
  );
}

function PendingClaim({ item }: { item: ClaimQueueItem }) {
  const { gym, partner, document } = item;
  const titleId = `admin-claim-${item._id}`;
  const contact = [gym.email, gym.phone].filter(Boolean).join(' · ');
  return (
    <QueueItem
      titleId={titleId}
      testId="admin-claim"
      gym={gym}
      title={m.claimOf(gym.name)}
      gymLabel={m.gymLink(gym.name)}
    >
      <dl className="claim-facts">
        <Fact label={m.address}>{gym.address}</Fact>
        <Fact label={m.gymContact}>{contact || m.noContact}</Fact>
        <Fact label={m.partner}>
          <strong>{partner.name}</strong> · <a href={`mailto:${partner.email}`}>{partner.email}</a>
        </Fact>
        <Fact label={m.createdAt}>
          <time dateTime={item.createdAt}>{formatInstant(item.createdAt)}</time>
        </Fact>
        <Fact label={m.message} valueClassName="admin-review__text">
          {item.message ?? m.noMessage}
        </Fact>
        <Fact label={m.document}>
          {document ? (
            <a href={document.url} target="_blank" rel="noreferrer" aria-label={m.documentLink(gym.name)}>
              <img src={document.thumbnailUrl} alt="" width={120} loading="lazy" />
            </a>
          ) : (
            m.noDocument
          )}
        </Fact>
      </dl>
      <Decision item={item} />
    </QueueItem>
  );
}

/** The Reclamos section. */
export function ClaimsSection() {
  const query = usePendingClaims();
  return (
    <QueueSection section="reclamos" query={query} texts={m} items={(data) => data.claims}>
      {(item) => <PendingClaim key={item._id} item={item} />}
    </QueueSection>
  );
}
