/**
 * `/detail/gym/{id}`: every field of one gym (SPEC §3), what it sells ("Comprar", from the cart
 * feature), its week of classes ("Clases", from the classes feature), Pase BuscaGym when the gym
 * accepts it (its costs and visits paid with credits, from the credits feature), its reviews ("Opiniones", from
 * the reviews feature), its services, contact links, a
 * small map with the pin and "Cómo llegar", or a not-found state.
 * @module
 */
import { lazyNumberFormat } from '../../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, type Ref } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { DEFAULT_GYM_TIME_ZONE } from '../../../../shared/constants/classes';
import { fromDecimal } from '../../../../shared/domain/decimal';
import type { Gym, GymByIdResponse } from '../../../../shared/contract/gyms';
import { gymDetailMessages as m, gymListMessages } from '../../../../shared/messages/catalogue.web';
import { timetableMessages } from '../../../../shared/messages/timetable.web';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { Stars } from '../../../components/Stars';
import { QueryError } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { addressLine, formatDistance, formatPrice, shownRating } from '../../../lib/format';
import { ApiRequestError } from '../../../lib/http';
import { useCountryPath } from '../../../lib/country';
import { useUserLocation } from '../../../lib/location';
import { ProductSection } from '../../cart';
import { ClaimBanner } from '../../claims';
import { FavouriteButton } from '../../members';
import { useGym } from '../api/api';
import { SourceAttribution } from '../../sources';
import { OpeningWeek } from '../detail/OpeningWeek';
import { DeferredContactList } from '../detail/DeferredContactList';
import { DemoMark } from '../list/GymCard';
import { PaseCost } from '../list/FilterSwitch';
import { GymLocationMap } from '../detail/GymLocationMap';
import { GymPlaceholder } from '../../../components/GymPlaceholder';
import { ServiceList } from '../detail/ServiceList';
import { gymHead } from '../detail/gym-head';
import { useHydrated } from '../../../lib/hydration';
import { useNearScreen } from '../../../lib/use-near-screen';
import { Fact } from '../../../components/Fact';
import '../list/gyms.css';
import '../detail/detail.css';
import { TitledSection } from '../../../components/TitledSection';

const numberFormat = lazyNumberFormat(activeLocale);
// The timetable and its booking code load after the page, in a chunk of their own (ADR 0013 budget).
const ClassesSection = lazy(async () => ({ default: (await import('../../classes')).ClassesSection }));
// "Pase BuscaGym" too (ADR 0045): the pass's costs and the visit booking, only for a gym that accepts it.
const PaseGymSection = lazy(async () => ({ default: (await import('../../credits')).PaseGymSection }));
// "Opiniones" too: the reviews, their form and actions load after the page (ADR 0013 budget).
const ReviewsSection = lazy(async () => ({ default: (await import('../../reviews')).ReviewsSection }));

function backTarget(state: unknown): string {
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  return typeof backTo === 'string' && backTo.startsWith('/') ? backTo : '/';
}

function Gallery({ gym }: { gym: Gym }) {
  if (gym.image.length === 0)
    return <GymPlaceholder gym={gym} className="gym-detail__placeholder" variant="banner" />;
  return (
    <ul className="gym-detail__gallery">
      {gym.image.map((src, i) => (
        <li key={src}>
          <img src={src} alt={m.photoAlt(gym.name, i + 1)} loading={i === 0 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

/**
 * How close the classes' frame must come for the sections to load: less than the page's usual 400 px,
 * since on a 412 × 823 phone the frame starts about 360 px below the first screen; 200 px still leaves
 * the time of a flick (the chunk is one round trip and about 23 KB).
 */
const VISITOR_SECTIONS_MARGIN = '200px';

/**
 * The frame of "Clases" while its chunk loads, so the cards below move as little as possible.
 * @param sentinel - the element watched for coming near the screen ({@link VisitorSections})
 */
function ClassesPlaceholder({ sentinel }: { sentinel?: Ref<HTMLElement> }) {
  return (
    <TitledSection
      ref={sentinel}
      titleId="classes-title"
      title={timetableMessages.title}
      className="detail-card detail-card--wide"
      aria-busy="true"
    >
      <Spinner label={timetableMessages.loading} />
    </TitledSection>
  );
}

/**
 * The week of classes, Pase BuscaGym and the reviews. They depend on the day and the visitor, so the
 * browser renders them (the server sends the classes' reserved frame, ADR 0046), and their code, about
 * 23 KB gzipped, loads once that frame comes within {@link VISITOR_SECTIONS_MARGIN} of the screen
 * (`useNearScreen`, ADR 0013): on a phone they sit below the first screen. An address that points
 * into them (the invitation mail's `#opinar`) renders them at once.
 */
function VisitorSections({ gym }: { gym: GymByIdResponse }) {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const { ref, near } = useNearScreen<HTMLElement>(VISITOR_SECTIONS_MARGIN);
  if (!near && !(hydrated && hash !== '')) return <ClassesPlaceholder sentinel={ref} />;
  return (
    <>
      <Suspense fallback={<ClassesPlaceholder />}>
        <ClassesSection gymId={gym._id} timeZone={gym.timeZone} />
      </Suspense>
      {gym.visitCredits !== null && (
        <Suspense fallback={null}>
          <PaseGymSection gymId={gym._id} timeZone={gym.timeZone ?? DEFAULT_GYM_TIME_ZONE} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ReviewsSection gymId={gym._id} gymName={gym.name} />
      </Suspense>
    </>
  );
}

function GymDetail({ gym }: { gym: GymByIdResponse }) {
  const position = { latitude: fromDecimal(gym.latitude), longitude: fromDecimal(gym.longitude) };
  return (
    <>
      <PageMeta {...gymHead(gym)} />
      <header className="gym-detail__header">
        {gym.logo && <img className="gym-detail__logo" src={gym.logo} alt={m.logoAlt(gym.name)} />}
        <div>
          <div className="gym-detail__heading">
            <h1 className="gym-detail__title" id="gym-detail-title">
              {gym.name}
            </h1>
            <FavouriteButton gym={gym} describedBy="gym-detail-title" variant="inline" />
          </div>
          <p className="gym-detail__address">{addressLine(gym.address, gym.neighborhood)}</p>
          <div className="gym-detail__facts">
            <Stars value={shownRating(gym)} />
            <span data-testid="gym-distance">{formatDistance(gym.distance)}</span>
            <span className="gym-detail__price">
              <span className="visually-hidden">{gymListMessages.priceLabel}: </span>
              {formatPrice(gym.price, gym.country)}
            </span>
            {gym.demo && <DemoMark />}
          </div>
          <PaseCost credits={gym.visitCredits} className="gym-detail__pase" />
        </div>
      </header>
      <ClaimBanner gym={gym} />
      <Gallery gym={gym} />
      <div className="gym-detail__grid">
        <ProductSection gymId={gym._id} />
        <VisitorSections gym={gym} />
        <OpeningWeek gym={gym} />
        <TitledSection titleId="summary-title" title={m.summary} className="detail-card">
          <dl className="detail-list">
            <Fact label={m.price}>{formatPrice(gym.price, gym.country)}</Fact>
            <Fact label={m.rating}>
              <Stars value={shownRating(gym)} />
            </Fact>
            <Fact label={m.distance}>{formatDistance(gym.distance)}</Fact>
            <Fact label={m.address}>{gym.address}</Fact>
            {gym.neighborhood && <Fact label={m.neighborhood}>{gym.neighborhood}</Fact>}
          </dl>
          {gym.demo && <p className="gym-list__note">{gymListMessages.demoNote}</p>}
          <SourceAttribution source={gym.source} />
        </TitledSection>
        <TitledSection titleId="contact-title" title={m.contact} className="detail-card">
          <DeferredContactList gym={gym} />
        </TitledSection>
        <TitledSection titleId="community-title" title={m.community} className="detail-card">
          <dl className="detail-stats">
            {(
              [
                [m.trainers, gym.trainers],
                [m.clients, gym.clients],
                [m.members, gym.uEnd],
                [m.favourites, gym.favourite],
              ] as const
            ).map(([label, value]) => (
              <Fact key={label} label={label}>
                {numberFormat.format(value)}
              </Fact>
            ))}
          </dl>
        </TitledSection>
        <TitledSection titleId="services-title" title={m.services} className="detail-card detail-card--wide">
          <ServiceList services={gym.services} country={gym.country} />
        </TitledSection>
        <TitledSection titleId="location-title" title={m.location} className="detail-card detail-card--wide">
          <GymLocationMap name={gym.name} position={position} />
        </TitledSection>
      </div>
    </>
  );
}

/** The gym detail page. */
export function GymDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { position } = useUserLocation();
  // Back to the list keeps the address's country (ADR 0052).
  const countryPath = useCountryPath();
  const query = useGym(id, position);
  const notFound =
    query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);

  let content;
  if (query.data) content = <GymDetail gym={query.data} />;
  else if (notFound)
    content = (
      <>
        <PageMeta title={m.notFoundTitle} noindex />
        <StatusMessage kind="empty" headingLevel={1} title={m.notFoundTitle} body={m.notFoundBody} />
      </>
    );
  else if (query.isError) content = <QueryError title={m.errorTitle} query={query} headingLevel={1} />;
  else
    content = (
      <div className="screen-spinner">
        <Spinner size="large" label={m.loading} />
      </div>
    );

  return (
    <article className="container gym-detail">
      <Link className="back-link gym-detail__back" to={countryPath(backTarget(location.state))}>
        <ArrowLeft size={18} aria-hidden="true" /> {m.back}
      </Link>
      {content}
    </article>
  );
}
