/**
 * A gym's contact data as links: phone numbers (`tel:`), e-mails (`mailto:`), web and social links.
 * @module
 */
import type { Gym } from '../../../../shared/contract/gyms';
import { gymDetailMessages as m, shellMessages } from '../../../../shared/messages/catalogue.web';
import { emailSegments, safeExternalUrl, type ContactSegment } from './contact';
import { phoneSegments } from './phones';
import { Fact } from '../../../components/Fact';

function Segments({ segments }: { segments: ContactSegment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.href ? (
          <a key={i} href={s.href}>
            {s.text}
          </a>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

function ExternalLink({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {shellMessages.opensInNewTab}</span>
    </a>
  );
}

/** Contact rows of the gym detail; a notice when there is none. */
export function ContactList({ gym }: { gym: Gym }) {
  const links = [
    { label: m.website, url: safeExternalUrl(gym.socialNetworks.website), raw: gym.socialNetworks.website },
    {
      label: m.facebook,
      url: safeExternalUrl(gym.socialNetworks.facebook),
      raw: gym.socialNetworks.facebook,
    },
    {
      label: m.instagram,
      url: safeExternalUrl(gym.socialNetworks.instagram),
      raw: gym.socialNetworks.instagram,
    },
  ].filter((l) => l.raw);
  if (!gym.phone && !gym.email && links.length === 0) return <p>{m.noContact}</p>;
  return (
    <dl className="detail-list">
      {gym.phone && (
        <Fact label={m.phone} testId="gym-phone">
          <Segments segments={phoneSegments(gym.phone)} />
        </Fact>
      )}
      {gym.email && (
        <Fact label={m.email}>
          <Segments segments={emailSegments(gym.email)} />
        </Fact>
      )}
      {links.map((l) => (
        <div key={l.label}>
          <dt>{l.label}</dt>
          <dd className="detail-list__url">
            {l.url ? <ExternalLink href={l.url} text={l.raw ?? l.url} /> : l.raw}
          </dd>
        </div>
      ))}
    </dl>
  );
}
