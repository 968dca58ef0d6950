/**
 * One gym in the list: picture (or placeholder), logo, name linking to the detail, address, rating,
 * distance, price (with the demo marker), the Pase BuscaGym visit cost when the gym accepts the pass
 * (ADR 0045), the next class today when asked for, and service chips.
 * @module
 */
import { Link, useLocation } from 'react-router';
import type { Gym } from '../../../../shared/contract/gyms';
import { gymListMessages as m, valueMessages } from '../../../../shared/messages/catalogue.web';
import { Stars } from '../../../components/Stars';
import { useCountryPath } from '../../../lib/country';
import { CARD_MAX_CHIPS } from '../../../lib/constants';
import { addressLine, formatDistance, formatPrice, shownRating } from '../../../lib/format';
import { FavouriteButton } from '../../members';
import { GymPlaceholder } from '../../../components/GymPlaceholder';
import { NextClass } from '../next-class/NextClass';
import { OpenStatus } from '../../opening-hours';
import { ServiceChips } from './ServiceChips';
import { PaseCost } from './FilterSwitch';
import { thumbnailUrlOf } from '../../../../shared/domain/uploads';

/**
 * The discreet mark of a generated price and rating (the clubs file lacks them, SPEC §3); the list
 * and the detail explain it once (`demoNote`).
 */
export function DemoMark() {
  return (
    <sup className="demo-mark" data-testid="demo-mark">
      <span aria-hidden="true">{m.demoMark}</span>
      <span className="visually-hidden"> {m.demoMarkLabel}</span>
    </sup>
  );
}

/** A gym card; the whole card is clickable through its title link. */
export function GymCard({ gym }: { gym: Gym }) {
  const location = useLocation();
  const countryPath = useCountryPath();
  const photo = gym.image[0];
  const titleId = `gym-${gym._id}`;
  return (
    <article className="gym-card" aria-labelledby={titleId} data-testid="gym-card" data-gym-id={gym._id}>
      <div className="gym-card__media">
        {photo ? (
          <img className="gym-card__photo" src={thumbnailUrlOf(photo)} alt="" loading="lazy" />
        ) : (
          <GymPlaceholder gym={gym} className="gym-card__photo gym-card__photo--illustration" />
        )}
        {gym.logo && <img className="gym-card__logo" src={thumbnailUrlOf(gym.logo)} alt="" loading="lazy" />}
        <FavouriteButton gym={gym} describedBy={titleId} />
      </div>
      <div className="gym-card__body">
        <h3 className="gym-card__title" id={titleId}>
          <Link
            className="gym-card__link"
            to={countryPath(`/detail/gym/${gym._id}`)}
            state={{ backTo: `${location.pathname}${location.search}` }}
          >
            {gym.name}
          </Link>
        </h3>
        <p className="gym-card__address">{addressLine(gym.address, gym.neighborhood)}</p>
        <div className="spread-row spread-row--tight gym-card__meta">
          <span className="gym-card__rating">
            <Stars value={shownRating(gym)} />
            {shownRating(gym) !== null && (
              <>
                {' '}
                <span className="gym-card__reviews" data-testid="review-count">
                  {m.reviewCount(gym.reviewCount)}
                </span>
              </>
            )}
          </span>
          <span className="gym-card__distance" data-testid="gym-distance">
            {formatDistance(gym.distance)}
          </span>
        </div>
        <p className="gym-card__price">
          <span className="visually-hidden">{m.priceLabel}: </span>
          <span data-testid="gym-price">{formatPrice(gym.price, gym.country)}</span>
          {gym.price !== null && <span className="price-unit"> {valueMessages.perMonth}</span>}
          {gym.demo && <DemoMark />}
        </p>
        <PaseCost credits={gym.visitCredits} />
        <OpenStatus gym={gym} />
        <NextClass next={gym.nextClass} />
        <ServiceChips services={gym.services} max={CARD_MAX_CHIPS} />
      </div>
    </article>
  );
}

/** Grey card shape shown while the list loads. */
export function GymCardSkeleton() {
  return (
    <div className="gym-card gym-card--skeleton" aria-hidden="true">
      <div className="gym-card__media skeleton" />
      <div className="gym-card__body">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
