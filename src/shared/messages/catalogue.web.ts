/**
 * User-facing Spanish (es-AR, voseo) texts of the web app's screens: shell, gym list, gym detail,
 * map, error pages and placeholders. Re-exported by `messages/index.ts`, the single entry point for every
 * user-facing text; kept in its own file so each file stays short.
 * @module
 */
import { room } from './i18n/room';
import {
  dialogCatalog,
  errorPageCatalog,
  gymDetailCatalog,
  gymListCatalog,
  httpCatalog,
  mapCatalog,
  paginationCatalog,
  shellCatalog,
  valueCatalog,
} from './locales/es-AR/catalogue.web';

/** Shell of every page: skip link, top bar, footer, page titles, loading. */
export const shellMessages = /* @__PURE__ */ room(shellCatalog, {
  appName: /*i18n*/ { id: 'shell.appName' },
  pageTitle: /*i18n*/ { id: 'shell.pageTitle', args: ['page'] },
  defaultDescription: /*i18n*/ { id: 'shell.defaultDescription' },
  skipToContent: /*i18n*/ { id: 'shell.skipToContent' },
  logoLabel: /*i18n*/ { id: 'shell.logoLabel' },
  mainNav: /*i18n*/ { id: 'shell.mainNav' },
  openMenu: /*i18n*/ { id: 'shell.openMenu' },
  closeMenu: /*i18n*/ { id: 'shell.closeMenu' },
  menu: /*i18n*/ { id: 'shell.menu' },
  mapLink: /*i18n*/ { id: 'shell.mapLink' },
  footerNav: /*i18n*/ { id: 'shell.footerNav' },
  footerAbout: /*i18n*/ { id: 'shell.footerAbout' },
  footerRights: /*i18n*/ { id: 'shell.footerRights', args: ['year'] },
  loadingScreen: /*i18n*/ { id: 'shell.loadingScreen' },
  opensInNewTab: /*i18n*/ { id: 'shell.opensInNewTab' },
});

/**
 * Routing failures and unknown addresses (SPEC §8: "Unexpected Application Error!" titles a screen that
 * threw); a screen whose code could not be downloaded has a Spanish title of its own.
 */
export const errorPageMessages = /* @__PURE__ */ room(errorPageCatalog, {
  body: /*i18n*/ { id: 'errorPage.body' },
  retry: /*i18n*/ { id: 'errorPage.retry' },
  chunkTitle: /*i18n*/ { id: 'errorPage.chunkTitle' },
  chunkBody: /*i18n*/ { id: 'errorPage.chunkBody' },
  reloading: /*i18n*/ { id: 'errorPage.reloading' },
  backHome: /*i18n*/ { id: 'errorPage.backHome' },
  detailsSummary: /*i18n*/ { id: 'errorPage.detailsSummary' },
  notFoundTitle: /*i18n*/ { id: 'errorPage.notFoundTitle' },
  notFoundBody: /*i18n*/ { id: 'errorPage.notFoundBody' },
  notFoundGyms: /*i18n*/ { id: 'errorPage.notFoundGyms' },
  notFoundMap: /*i18n*/ { id: 'errorPage.notFoundMap' },
});

/** Errors of API calls as the web app shows them when the server gives no `message`. */
export const httpMessages = /* @__PURE__ */ room(httpCatalog, {
  network: /*i18n*/ { id: 'http.network' },
  unexpectedResponse: /*i18n*/ { id: 'http.unexpectedResponse' },
  badRequest: /*i18n*/ { id: 'http.badRequest' },
  notFound: /*i18n*/ { id: 'http.notFound' },
  tooManyRequests: /*i18n*/ { id: 'http.tooManyRequests' },
  server: /*i18n*/ { id: 'http.server' },
});

/** The gym list: controls, cards, states (SPEC §4 "Gym list"). */
export const gymListMessages = /* @__PURE__ */ room(gymListCatalog, {
  heading: /*i18n*/ { id: 'gymList.heading' },
  listLabel: /*i18n*/ { id: 'gymList.listLabel' },
  filtersLabel: /*i18n*/ { id: 'gymList.filtersLabel' },
  /** The button that opens the filters on a phone. */
  filtersButton: /*i18n*/ { id: 'gymList.filtersButton' },
  /** Its accessible name, with the number of active choices behind it. */
  filtersButtonLabel: /*i18n*/ { id: 'gymList.filtersButtonLabel', args: ['active'] },
  sortLabel: /*i18n*/ { id: 'gymList.sortLabel' },
  /** Under the filters while sorting by rating: what the order is (ADR 0024, a Bayesian average). */
  ratingOrderNote: /*i18n*/ { id: 'gymList.ratingOrderNote' },
  /** Beside a card's stars: how many opinions the rating comes from. */
  reviewCount: /*i18n*/ { id: 'gymList.reviewCount', args: ['n'] },
  sortOptions: {
    'raiting-desc': /*i18n*/ { id: 'gymList.sortOptions.raiting-desc' },
    'raiting-asc': /*i18n*/ { id: 'gymList.sortOptions.raiting-asc' },
    'price-asc': /*i18n*/ { id: 'gymList.sortOptions.price-asc' },
    'price-desc': /*i18n*/ { id: 'gymList.sortOptions.price-desc' },
    'distance-asc': /*i18n*/ { id: 'gymList.sortOptions.distance-asc' },
  },
  serviceLabel: /*i18n*/ { id: 'gymList.serviceLabel' },
  allServices: /*i18n*/ { id: 'gymList.allServices' },
  serviceOption: /*i18n*/ { id: 'gymList.serviceOption', args: ['name', 'gyms'] },
  searchLabel: /*i18n*/ { id: 'gymList.searchLabel' },
  searchPlaceholder: /*i18n*/ { id: 'gymList.searchPlaceholder' },
  clearFilters: /*i18n*/ { id: 'gymList.clearFilters' },
  /** The switch that keeps gyms with a class still to come today, with places left. */
  classesToday: /*i18n*/ { id: 'gymList.classesToday' },
  classesTodayHint: /*i18n*/ { id: 'gymList.classesTodayHint' },
  /** "Próxima clase 19:00" on a card or a map popup; `time` is the gym's local HH:mm. */
  nextClass: /*i18n*/ { id: 'gymList.nextClass', args: ['time'] },
  nextClassDetail: /*i18n*/ { id: 'gymList.nextClassDetail', args: ['name', 'spotsLeft'] },
  /** `isEstimate`: `total` is a lower bound (a name search or classes today with many matches, ADR 0014). */
  results: /*i18n*/ { id: 'gymList.results', args: ['total', 'isEstimate'] },
  resultsPage: /*i18n*/ { id: 'gymList.resultsPage', args: ['page', 'pages'] },
  loading: /*i18n*/ { id: 'gymList.loading' },
  emptyTitle: /*i18n*/ { id: 'gymList.emptyTitle' },
  emptyBody: /*i18n*/ { id: 'gymList.emptyBody' },
  /** "Abierto ahora" found nothing: most listed gyms have not loaded their hours yet. */
  openNowEmptyTitle: /*i18n*/ { id: 'gymList.openNowEmptyTitle' },
  openNowEmptyBody: /*i18n*/ { id: 'gymList.openNowEmptyBody' },
  openNowShowAll: /*i18n*/ { id: 'gymList.openNowShowAll' },
  offlineTitle: /*i18n*/ { id: 'gymList.offlineTitle' },
  offlineBody: /*i18n*/ { id: 'gymList.offlineBody' },
  pageOutOfRangeTitle: /*i18n*/ { id: 'gymList.pageOutOfRangeTitle' },
  pageOutOfRangeBody: /*i18n*/ { id: 'gymList.pageOutOfRangeBody' },
  firstPage: /*i18n*/ { id: 'gymList.firstPage' },
  errorTitle: /*i18n*/ { id: 'gymList.errorTitle' },
  retry: /*i18n*/ { id: 'gymList.retry' },
  /** The discreet mark beside a demo price, explained once per list and per detail by {@link demoNote}. */
  demoMark: /*i18n*/ { id: 'gymList.demoMark' },
  demoMarkLabel: /*i18n*/ { id: 'gymList.demoMarkLabel' },
  demoNote: /*i18n*/ { id: 'gymList.demoNote' },
  locationBrowser: /*i18n*/ { id: 'gymList.locationBrowser' },
  /**
   * Distances start at the point of reference of country `country` (`AR`, `MX`, `BR`: its `center` in
   * shared/domain/countries.ts, ADR 0052) while the visitor shares no location.
   */
  locationDefault: /*i18n*/ { id: 'gymList.locationDefault', args: ['country'] },
  locationPending: /*i18n*/ { id: 'gymList.locationPending' },
  viewMap: /*i18n*/ { id: 'gymList.viewMap' },
  servicesLabel: /*i18n*/ { id: 'gymList.servicesLabel' },
  moreServices: /*i18n*/ { id: 'gymList.moreServices', args: ['n'] },
  moreServicesLabel: /*i18n*/ { id: 'gymList.moreServicesLabel', args: ['n'] },
  priceLabel: /*i18n*/ { id: 'gymList.priceLabel' },
});

/** Small formatted values shared by the list, the detail and the map. */
export const valueMessages = /* @__PURE__ */ room(valueCatalog, {
  rating: /*i18n*/ { id: 'value.rating', args: ['value'] },
  /** In place of the stars of a gym nobody has rated yet (no invented rating, ADR 0012). */
  unrated: /*i18n*/ { id: 'value.unrated' },
  /** Its accessible name. */
  unratedLabel: /*i18n*/ { id: 'value.unratedLabel' },
  /** In place of the price of a gym without one (open data has none, ADR 0025): never an invented figure. */
  priceOnRequest: /*i18n*/ { id: 'value.priceOnRequest' },
  /** The unit after a gym's monthly price on the cards ("$ 25.000 / mes"). */
  perMonth: /*i18n*/ { id: 'value.perMonth' },
  distance: /*i18n*/ { id: 'value.distance', args: ['km'] },
});

/** Page navigation. */
export const paginationMessages = /* @__PURE__ */ room(paginationCatalog, {
  label: /*i18n*/ { id: 'pagination.label' },
  previous: /*i18n*/ { id: 'pagination.previous' },
  next: /*i18n*/ { id: 'pagination.next' },
  previousLabel: /*i18n*/ { id: 'pagination.previousLabel' },
  nextLabel: /*i18n*/ { id: 'pagination.nextLabel' },
  page: /*i18n*/ { id: 'pagination.page', args: ['n'] },
});

/** Gym detail screen (`/detail/gym/{id}`). */
export const gymDetailMessages = /* @__PURE__ */ room(gymDetailCatalog, {
  back: /*i18n*/ { id: 'gymDetail.back' },
  photoAlt: /*i18n*/ { id: 'gymDetail.photoAlt', args: ['name', 'n'] },
  logoAlt: /*i18n*/ { id: 'gymDetail.logoAlt', args: ['name'] },
  summary: /*i18n*/ { id: 'gymDetail.summary' },
  price: /*i18n*/ { id: 'gymDetail.price' },
  rating: /*i18n*/ { id: 'gymDetail.rating' },
  distance: /*i18n*/ { id: 'gymDetail.distance' },
  address: /*i18n*/ { id: 'gymDetail.address' },
  neighborhood: /*i18n*/ { id: 'gymDetail.neighborhood' },
  contact: /*i18n*/ { id: 'gymDetail.contact' },
  phone: /*i18n*/ { id: 'gymDetail.phone' },
  email: /*i18n*/ { id: 'gymDetail.email' },
  website: /*i18n*/ { id: 'gymDetail.website' },
  facebook: /*i18n*/ { id: 'gymDetail.facebook' },
  instagram: /*i18n*/ { id: 'gymDetail.instagram' },
  noContact: /*i18n*/ { id: 'gymDetail.noContact' },
  services: /*i18n*/ { id: 'gymDetail.services' },
  noServices: /*i18n*/ { id: 'gymDetail.noServices' },
  serviceDuration: /*i18n*/ { id: 'gymDetail.serviceDuration', args: ['minutes'] },
  community: /*i18n*/ { id: 'gymDetail.community' },
  trainers: /*i18n*/ { id: 'gymDetail.trainers' },
  clients: /*i18n*/ { id: 'gymDetail.clients' },
  members: /*i18n*/ { id: 'gymDetail.members' },
  favourites: /*i18n*/ { id: 'gymDetail.favourites' },
  location: /*i18n*/ { id: 'gymDetail.location' },
  mapLabel: /*i18n*/ { id: 'gymDetail.mapLabel', args: ['name'] },
  directions: /*i18n*/ { id: 'gymDetail.directions' },
  loading: /*i18n*/ { id: 'gymDetail.loading' },
  /** The gym page's meta description (search results, link previews; ADR 0046); no price for a demo one. */
  seoDescription: /*i18n*/ { id: 'gymDetail.seoDescription', args: ['name', 'address', 'price'] },
  notFoundTitle: /*i18n*/ { id: 'gymDetail.notFoundTitle' },
  notFoundBody: /*i18n*/ { id: 'gymDetail.notFoundBody' },
  errorTitle: /*i18n*/ { id: 'gymDetail.errorTitle' },
});

/** Gym map screen (`/maps`). */
export const mapMessages = /* @__PURE__ */ room(mapCatalog, {
  title: /*i18n*/ { id: 'map.title' },
  intro: /*i18n*/ { id: 'map.intro' },
  mapLabel: /*i18n*/ { id: 'map.mapLabel' },
  zoomIn: /*i18n*/ { id: 'map.zoomIn' },
  zoomOut: /*i18n*/ { id: 'map.zoomOut' },
  youAreHere: /*i18n*/ { id: 'map.youAreHere' },
  count: /*i18n*/ { id: 'map.count', args: ['n'] },
  /** `isEstimate`: `total` is a lower bound (a name search or classes today with many matches, ADR 0014). */
  truncated: /*i18n*/ { id: 'map.truncated', args: ['shown', 'total', 'isEstimate'] },
  clusterLabel: /*i18n*/ { id: 'map.clusterLabel', args: ['n'] },
  viewDetail: /*i18n*/ { id: 'map.viewDetail' },
  viewList: /*i18n*/ { id: 'map.viewList' },
  loading: /*i18n*/ { id: 'map.loading' },
  errorTitle: /*i18n*/ { id: 'map.errorTitle' },
});
/** Shared dialog and toast pieces (SPEC §8). */
export const dialogMessages = /* @__PURE__ */ room(dialogCatalog, {
  close: /*i18n*/ { id: 'dialog.close' },
  closeNotice: /*i18n*/ { id: 'dialog.closeNotice' },
});
