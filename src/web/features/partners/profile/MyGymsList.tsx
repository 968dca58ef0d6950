/**
 * "Mis gimnasios" of the partner profile (SPEC §7 `mygyms`): each gym with its photo, address,
 * price, state and services, and its quick actions (edit, its classes, add a service, deactivate,
 * delete after a confirmation; a refusal such as the 409 "has sales" shows in the dialog). An
 * unpublished gym shows what it still needs and "Publicar" (PublishChecklist, ADR 0026 §3).
 * @module
 */
import { Link } from 'react-router';
import type { MyGym } from '../../../../shared/contract/partner-gyms';
import { SALES_TIME_ZONE } from '../../../../shared/constants/sales';
import { lazyDateTimeFormat } from '../../../../shared/domain/lazy-intl';
import { thumbnailUrlOf } from '../../../../shared/domain/uploads';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { myGymModerationMessages, myGymsMessages as m, valueMessages } from '../../../../shared/messages';
import { partnerClassesPageMessages } from '../../../../shared/messages/classes-partner.web';
import { partnerPaseMessages } from '../../../../shared/messages/credits-partner.web';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { addressLine, formatPrice, hueOf, initialsOf } from '../../../lib/format';
import { useDeleteGym, useUpdateGym } from '../api/api-gyms';
import { partnerClassesPath, partnerPaths, type PartnerPaths } from '../paths/paths';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { publishingMessages } from '../../../../shared/messages/publishing';
import { PublishChecklist } from './PublishChecklist';
import './my-gyms.css';

/** A quick action of a gym that is a link. */
interface GymLink {
  to: string;
  label: string;
  ariaLabel: string;
  /** The first action (edit) is the primary button; the others are secondary. */
  primary?: boolean;
  testId?: string;
}

/** The gym's quick links: edit, its classes, add a service, its Pase BuscaGym terms. */
function gymLinks(gym: MyGym, paths: PartnerPaths, classesPath: string): GymLink[] {
  return [
    { to: paths.editGym(gym._id), label: m.edit, ariaLabel: m.editLabel(gym.name), primary: true },
    {
      to: classesPath,
      label: partnerClassesPageMessages.link,
      ariaLabel: partnerClassesPageMessages.linkLabel(gym.name),
      testId: 'gym-classes-link',
    },
    { to: paths.newService(gym._id), label: m.addService, ariaLabel: m.addServiceLabel(gym.name) },
    {
      to: paths.pase(gym._id),
      label: partnerPaseMessages.link,
      ariaLabel: partnerPaseMessages.linkLabel(gym.name),
      testId: 'gym-pase-link',
    },
  ];
}

/** Props of {@link MyGymsList}. */
export interface MyGymsListProps {
  gyms: MyGym[];
  name: string;
  userId: string;
}

function GymThumb({ gym }: { gym: MyGym }) {
  const photo = gym.image[0];
  if (photo)
    return (
      <img className="my-gym__photo" src={thumbnailUrlOf(photo)} alt={m.photoAlt(gym.name)} loading="lazy" />
    );
  const hue = hueOf(gym.name);
  return (
    <div
      className="my-gym__photo my-gym__photo--empty"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 62% 38%), hsl(${(hue + 40) % 360} 70% 22%))` }}
      aria-hidden="true"
    >
      {initialsOf(gym.name)}
    </div>
  );
}

/** The day of a moderation, Buenos Aires time, in the page's language (ADR 0055): "30 de noviembre de 2026". */
const moderationDate = lazyDateTimeFormat(activeLocale, { timeZone: SALES_TIME_ZONE, dateStyle: 'long' });

/** Why BuscaGym's moderation keeps the gym unpublished (ADR 0018 "Moderation"). */
function ModerationBanner({ moderation }: { moderation: NonNullable<MyGym['moderation']> }) {
  const t = myGymModerationMessages;
  return (
    <div
      className="form-notice form-notice--error my-gym__moderation"
      role="note"
      data-testid="gym-moderation"
    >
      <p>
        <strong>{t.title}</strong>
      </p>
      <p>
        {t.body(moderationDate.format(new Date(moderation.at)))} <q>{moderation.reason}</q>
      </p>
      <p>{t.help}</p>
    </div>
  );
}

function GymRow({
  gym,
  paths,
  userId,
  classesPath,
}: {
  gym: MyGym;
  paths: PartnerPaths;
  userId: string;
  /** The gym's "Clases" screen (classes feature). */
  classesPath: string;
}) {
  const toast = useToast();
  const update = useUpdateGym(userId);
  const deleting = useConfirmAction(useDeleteGym(userId), m.deleteDialog);
  const titleId = `my-gym-${gym._id}`;

  const toggle = () =>
    update.mutate(
      { _id: gym._id, gymActive: !gym.gymActive },
      {
        onSuccess: (saved) =>
          toast({
            kind: 'success',
            text: saved.gymActive ? publishingMessages.published(saved.name) : m.deactivated(saved.name),
          }),
        onError: (error) => toast({ kind: 'error', text: error.message }),
      },
    );
  const confirmDelete = () =>
    deleting.run(gym._id, () => toast({ kind: 'success', text: m.deleted(gym.name) }));

  return (
    <li className="my-gym" aria-labelledby={titleId} data-testid="my-gym" data-gym-id={gym._id}>
      <GymThumb gym={gym} />
      <div className="my-gym__body">
        <div className="my-gym__head">
          <h3 id={titleId} className="wrap-name my-gym__name">
            {gym.name}
          </h3>
          <span className={gym.gymActive ? 'badge badge--ok' : 'badge badge--off'} data-testid="gym-state">
            {gym.gymActive ? m.active : m.inactive}
          </span>
        </div>
        {gym.moderation ? (
          <ModerationBanner moderation={gym.moderation} />
        ) : (
          !gym.gymActive && (
            <>
              <p className="field__hint">{m.inactiveHint}</p>
              <PublishChecklist
                gym={gym}
                newServicePath={paths.newService(gym._id)}
                publishing={update.isPending}
                onPublish={toggle}
              />
            </>
          )
        )}
        <p className="my-gym__address">{addressLine(gym.address, gym.neighborhood)}</p>
        <p className="my-gym__price">
          <span className="visually-hidden">{m.price}: </span>
          {formatPrice(gym.price, gym.country)}
          {gym.price !== null && ` ${valueMessages.perMonth}`}
        </p>
        <details className="my-gym__services">
          <summary data-testid="gym-services">
            <span className="visually-hidden">{m.services}: </span>
            {m.servicesNamed(gym.services.map((service) => service.name))}
          </summary>
          {gym.services.length === 0 ? (
            <p className="field__hint">{m.noServices}</p>
          ) : (
            <ul>
              {gym.services.map((service) => (
                <li key={service._id}>
                  <Link to={paths.editService(gym._id, service._id)} aria-label={m.editService(service.name)}>
                    {service.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </details>
        <div className="button-row my-gym__actions" role="group" aria-label={m.actionsLabel(gym.name)}>
          {gymLinks(gym, paths, classesPath).map((link) => (
            <Link
              key={link.to}
              className={link.primary ? 'button button--small' : 'button button--secondary button--small'}
              to={link.to}
              aria-label={link.ariaLabel}
              data-testid={link.testId}
            >
              {link.label}
            </Link>
          ))}
          {/* Only an administrator publishes a moderated gym again (ADR 0018 "Moderation"); an
              unpublished gym is published from its checklist (ADR 0026 §3). */}
          {!gym.moderation && gym.gymActive && (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={update.isPending}
              aria-label={m.deactivateLabel(gym.name)}
              onClick={toggle}
            >
              {m.deactivate}
            </button>
          )}
          <ConfirmButton
            action={deleting}
            ariaLabel={m.deleteLabel(gym.name)}
            className="button button--secondary button--small button--danger-text"
            onConfirm={confirmDelete}
          >
            <p>{m.deleteConfirm(gym.name)}</p>
          </ConfirmButton>
          {gym.gymActive && (
            <Link className="my-gym__view" to={`/detail/gym/${gym._id}`} aria-label={m.viewLabel(gym.name)}>
              {m.view}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

/** The list, or its empty state. */
export function MyGymsList({ gyms, name, userId }: MyGymsListProps) {
  const paths = partnerPaths(name, userId);
  if (gyms.length === 0)
    return (
      <StatusMessage
        kind="empty"
        title={m.emptyTitle}
        body={m.emptyBody}
        link={{ to: paths.newGym, label: m.newGym }}
      />
    );
  return (
    <ul className="plain-list my-gyms" data-testid="my-gyms">
      {gyms.map((gym) => (
        <GymRow
          key={gym._id}
          gym={gym}
          paths={paths}
          userId={userId}
          classesPath={partnerClassesPath(name, userId, gym._id)}
        />
      ))}
    </ul>
  );
}
