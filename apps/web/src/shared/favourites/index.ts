export {
  FAVORITE_POOLS_KEY,
  FAVORITE_TOKENS_KEY,
  favouritePools,
  favouriteTokens,
  type FavouritePool,
} from './favourites';
export { useFavourites } from './useFavourites';
export { useStars } from './useStars';
