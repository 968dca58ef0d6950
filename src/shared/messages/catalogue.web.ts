/**
 * User-facing Spanish (es-AR, voseo) texts of the web app's screens: shell, gym list, gym detail,
 * map, error pages and placeholders. Re-exported by `messages/index.ts`, the single entry point for every
 * user-facing text; kept in its own file so each file stays short.
 * @module
 */

import { numberEsAr, plural } from './plural';

/** Shell of every page: skip link, top bar, footer, page titles, loading. */
export const shellMessages = {
  appName: 'BuscaGym',
  pageTitle: (page: string) => `${page} | BuscaGym`,
  defaultDescription:
    'BuscaGym: encontrá y compará gimnasios y clubes de Buenos Aires por precio, puntaje, distancia y actividad.',
  skipToContent: 'Saltar al contenido principal',
  logoLabel: 'BuscaGym, ir al inicio',
  mainNav: 'Navegación principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menu: 'Menú',
  mapLink: 'Mapa',
  footerNav: 'Enlaces del pie de página',
  footerAbout: 'BuscaGym te ayuda a encontrar el gimnasio o club que te queda bien, cerca tuyo.',
  footerRights: (year: number) => `© ${year} BuscaGym`,
  loadingScreen: 'Cargando la pantalla…',
  opensInNewTab: '(se abre en otra pestaña)',
} as const;

/**
 * Routing failures and unknown addresses (SPEC §8: "Unexpected Application Error!" titles a screen that
 * threw); a screen whose code could not be downloaded has a Spanish title of its own.
 */
export const errorPageMessages = {
  body: 'Algo salió mal al mostrar esta pantalla. Probá de nuevo; si sigue pasando, volvé al inicio.',
  retry: 'Reintentar',
  chunkTitle: 'No pudimos cargar esta pantalla',
  chunkBody:
    'Puede que haya una versión nueva de BuscaGym o que la conexión esté lenta. Tocá «Reintentar» para cargarla de nuevo.',
  reloading: 'Actualizando BuscaGym…',
  backHome: 'Volver al inicio',
  detailsSummary: 'Detalles técnicos',
  notFoundTitle: 'No encontramos esta página',
  notFoundBody: 'La dirección que abriste no existe o cambió. Te dejamos algunos caminos para seguir:',
  notFoundGyms: 'Ver los gimnasios',
  notFoundMap: 'Ver el mapa',
} as const;

/** Errors of API calls as the web app shows them when the server gives no `message`. */
export const httpMessages = {
  network: 'No pudimos conectarnos con el servidor. Revisá tu conexión y probá de nuevo.',
  unexpectedResponse: 'Recibimos una respuesta inesperada del servidor. Probá de nuevo en unos minutos.',
  badRequest: 'La solicitud no es válida.',
  notFound: 'No encontramos lo que buscabas.',
  tooManyRequests: 'Demasiadas solicitudes. Esperá un momento y probá de nuevo.',
  server: 'Tuvimos un problema de nuestro lado. Probá de nuevo en unos minutos.',
} as const;

/** The gym list: controls, cards, states (SPEC §4 "Gym list"). */
export const gymListMessages = {
  heading: 'Gimnasios y clubes de Buenos Aires',
  listLabel: 'Gimnasios',
  filtersLabel: 'Filtros y orden',
  /** The button that opens the filters on a phone. */
  filtersButton: 'Filtros',
  /** Its accessible name, with the number of active choices behind it. */
  filtersButtonLabel: (active: number) =>
    active === 0 ? 'Filtros' : `Filtros (${active} ${active === 1 ? 'activo' : 'activos'})`,
  sortLabel: 'Ordenar por',
  /** Under the filters while sorting by rating: what the order is (ADR 0024, a Bayesian average). */
  ratingOrderNote:
    'El orden por puntaje usa un promedio ponderado de las opiniones: un gimnasio con muchas opiniones buenas va antes que uno con pocas.',
  /** Beside a card's stars: how many opinions the rating comes from. */
  reviewCount: (n: number) => `(${plural(n, 'opinión', 'opiniones')})`,
  sortOptions: {
    'raiting-desc': 'Mejor puntaje primero',
    'raiting-asc': 'Menor puntaje primero',
    'price-asc': 'Menor precio primero',
    'price-desc': 'Mayor precio primero',
    'distance-asc': 'Más cerca primero',
  },
  serviceLabel: 'Actividad',
  allServices: 'Todos',
  serviceOption: (name: string, gyms: number) => `${name} (${numberEsAr.format(gyms)})`,
  searchLabel: 'Buscar por nombre',
  searchPlaceholder: 'Ej.: Ferro, Hebraica, Club…',
  clearFilters: 'Limpiar filtros',
  /** The switch that keeps gyms with a class still to come today, with places left. */
  classesToday: 'Con clases hoy',
  classesTodayHint: 'Clases que todavía no empezaron y tienen lugar',
  /** "Próxima clase 19:00" on a card or a map popup; `time` is the gym's local HH:mm. */
  nextClass: (time: string) => `Próxima clase ${time}`,
  nextClassDetail: (name: string, spotsLeft: number) =>
    `${name}, ${spotsLeft === 1 ? 'queda 1 lugar' : `quedan ${numberEsAr.format(spotsLeft)} lugares`}`,
  /** `isEstimate`: `total` is a lower bound (a name search or classes today with many matches, ADR 0014). */
  results: (total: number, isEstimate = false) =>
    isEstimate
      ? `más de ${numberEsAr.format(total)} gimnasios encontrados`
      : `${plural(total, 'gimnasio encontrado', 'gimnasios encontrados')}`,
  resultsPage: (page: number, pages: number) =>
    `página ${numberEsAr.format(page)} de ${numberEsAr.format(pages)}`,
  loading: 'Cargando gimnasios…',
  emptyTitle: 'No encontramos gimnasios con esos filtros',
  emptyBody: 'Probá con otra actividad, con otra búsqueda o limpiá los filtros.',
  /** "Abierto ahora" found nothing: most listed gyms have not loaded their hours yet. */
  openNowEmptyTitle: 'Ningún gimnasio figura abierto ahora',
  openNowEmptyBody:
    '«Abierto ahora» solo muestra los gimnasios que ya cargaron el horario, y muchos todavía no lo hicieron. Mirá la lista completa y consultá a cada gimnasio.',
  openNowShowAll: 'Ver todos los gimnasios',
  offlineTitle: 'Sin conexión',
  offlineBody:
    'No hay gimnasios guardados en este dispositivo. Con conexión de nuevo, la lista aparece sola.',
  pageOutOfRangeTitle: 'Esta página no tiene resultados',
  pageOutOfRangeBody: 'La búsqueda tiene menos páginas. Volvé a la primera.',
  firstPage: 'Ir a la primera página',
  errorTitle: 'No pudimos cargar los gimnasios',
  retry: 'Reintentar',
  /** The discreet mark beside a demo price, explained once per list and per detail by {@link demoNote}. */
  demoMark: '*',
  demoMarkLabel: '(valor de demostración)',
  demoNote:
    '* Los precios y puntajes marcados con asterisco son de demostración: esos clubes todavía no cargaron los suyos.',
  locationBrowser: 'Distancias medidas desde tu ubicación.',
  locationDefault:
    'Distancias medidas desde el Obelisco. Permití el acceso a tu ubicación para medirlas desde donde estás.',
  locationPending: 'Buscando tu ubicación…',
  viewMap: 'Ver en el mapa',
  servicesLabel: 'Actividades',
  moreServices: (n: number) => `+${numberEsAr.format(n)}`,
  moreServicesLabel: (n: number) => `y ${plural(n, 'actividad más', 'actividades más')}`,
  priceLabel: 'Precio',
} as const;

/** Small formatted values shared by the list, the detail and the map. */
export const valueMessages = {
  rating: (value: string) => `Puntaje ${value} de 5`,
  /** In place of the stars of a gym nobody has rated yet (no invented rating, ADR 0012). */
  unrated: 'Nuevo',
  /** Its accessible name. */
  unratedLabel: 'Nuevo: todavía sin puntaje',
  /** In place of the price of a gym without one (open data has none, ADR 0025): never an invented figure. */
  priceOnRequest: 'Precio a consultar',
  /** The unit after a gym's monthly price on the cards ("$ 25.000 / mes"). */
  perMonth: '/ mes',
  distance: (km: string) => `a ${km} km`,
} as const;

/** Page navigation. */
export const paginationMessages = {
  label: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  previousLabel: 'Página anterior',
  nextLabel: 'Página siguiente',
  page: (n: number) => `Página ${numberEsAr.format(n)}`,
} as const;

/** Gym detail screen (`/detail/gym/{id}`). */
export const gymDetailMessages = {
  back: 'Volver a la lista',
  photoAlt: (name: string, n: number) => `Foto ${n} de ${name}`,
  logoAlt: (name: string) => `Logo de ${name}`,
  summary: 'Resumen',
  price: 'Precio',
  rating: 'Puntaje',
  distance: 'Distancia',
  address: 'Dirección',
  neighborhood: 'Barrio',
  contact: 'Contacto',
  phone: 'Teléfono',
  email: 'Email',
  website: 'Sitio web',
  facebook: 'Facebook',
  instagram: 'Instagram',
  noContact: 'Este club todavía no publicó datos de contacto.',
  services: 'Actividades y servicios',
  noServices: 'Este club todavía no cargó actividades.',
  serviceDuration: (minutes: number) => `${numberEsAr.format(minutes)} min`,
  community: 'Comunidad',
  trainers: 'Entrenadores',
  clients: 'Clientes',
  members: 'Miembros de BuscaGym',
  favourites: 'Lo marcaron como favorito',
  location: 'Ubicación',
  mapLabel: (name: string) => `Mapa con la ubicación de ${name}`,
  directions: 'Cómo llegar',
  loading: 'Cargando el gimnasio…',
  /** The gym page's meta description (search results, link previews; ADR 0046); no price for a demo one. */
  seoDescription: (name: string, address: string, price: string | null) =>
    `${name}, ${address}.${price === null ? '' : ` Precio: ${price}.`} Horarios, servicios y opiniones en BuscaGym.`,
  notFoundTitle: 'No encontramos este gimnasio',
  notFoundBody: 'Puede que ya no esté publicado o que el enlace esté incompleto.',
  errorTitle: 'No pudimos cargar este gimnasio',
} as const;

/** Gym map screen (`/maps`). */
export const mapMessages = {
  title: 'Mapa de gimnasios',
  intro:
    'Explorá los gimnasios y clubes en el mapa. Acercate para separar los grupos y tocá un punto para ver el club.',
  mapLabel: 'Mapa interactivo de gimnasios',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  youAreHere: 'Tu ubicación',
  count: (n: number) => `${plural(n, 'gimnasio en el mapa', 'gimnasios en el mapa')}`,
  /** `isEstimate`: `total` is a lower bound (a name search or classes today with many matches, ADR 0014). */
  truncated: (shown: number, total: number, isEstimate = false) =>
    `Mostramos los ${numberEsAr.format(shown)} más cercanos de ${isEstimate ? 'más de ' : ''}${numberEsAr.format(total)}. Usá los filtros para acotar.`,
  clusterLabel: (n: number) => `Grupo de ${plural(n, 'gimnasio', 'gimnasios')}: acercar`,
  viewDetail: 'Ver el gimnasio',
  viewList: 'Ver como lista',
  loading: 'Cargando el mapa…',
  errorTitle: 'No pudimos cargar el mapa',
} as const;
/** Shared dialog and toast pieces (SPEC §8). */
export const dialogMessages = {
  close: 'Cerrar',
  closeNotice: 'Cerrar aviso',
} as const;
