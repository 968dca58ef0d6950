/**
 * A small gym card of "Mis favoritos" (SPEC §4 favourite toggle): picture, or the illustration of its
 * main activity, name linking to the detail, address, rating, price and the heart to remove it.
 * @module
 */
import { Link } from 'react-router';
import type { Gym } from '../../../../shared/contract/gyms';
import { gymListMessages, valueMessages } from '../../../../shared/messages/catalogue.web';
import { Stars } from '../../../components/Stars';
import { addressLine, formatPrice, shownRating } from '../../../lib/format';
import { GymPlaceholder } from '../../../components/GymPlaceholder';
import { FavouriteButton } from './FavouriteButton';
import { thumbnailUrlOf } from '../../../../shared/domain/uploads';

/** One favourite gym. */
export function FavouriteGymCard({ gym }: { gym: Gym }) {
  const titleId = `favourite-gym-${gym._id}`;
  const photo = gym.image[0] ?? gym.logo;
  return (
    <article className="fav-card" aria-labelledby={titleId} data-testid="favourite-gym" data-gym-id={gym._id}>
      {photo ? (
        <img
          className="fav-card__picture"
          src={thumbnailUrlOf(photo)}
          alt=""
          loading="lazy"
          width={72}
          height={72}
        />
      ) : (
        <GymPlaceholder gym={gym} className="fav-card__picture" variant="thumb" />
      )}
      <div className="fav-card__body">
        <h3 className="fav-card__title" id={titleId}>
          <Link to={`/detail/gym/${encodeURIComponent(gym._id)}`}>{gym.name}</Link>
        </h3>
        <p className="fav-card__address">{addressLine(gym.address, gym.neighborhood)}</p>
        <div className="fav-card__meta">
          <Stars value={shownRating(gym)} />
          <span>
            <span className="visually-hidden">{gymListMessages.priceLabel}: </span>
            {formatPrice(gym.price, gym.country)}
            {gym.price !== null && ` ${valueMessages.perMonth}`}
          </span>
        </div>
      </div>
      <FavouriteButton gym={gym} describedBy={titleId} variant="inline" />
    </article>
  );
}
