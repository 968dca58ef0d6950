/**
 * Field-level validation texts of the public catalogue query (SPEC §4 "Gym list", §7 `/api/service/gyms`).
 * @module
 */

/** Field-level validation of the catalogue query (SPEC §4 "Gym list", §9; ADR 0006). */
export const catalogueFieldMessages = {
  latitude: 'La latitud debe ser un número entre -90 y 90.',
  longitude: 'La longitud debe ser un número entre -180 y 180.',
  sort: 'El orden debe ser "raiting", "price" o "distance".',
  order: 'La dirección del orden debe ser "asc", "desc", "ascendente" o "descendente".',
  page: 'La página debe ser un número entero mayor o igual a 1.',
  pageTooHigh: 'La página pedida es demasiado alta.',
  limit: 'La cantidad por página debe ser un número entero entre 1 y 50.',
  name: 'La búsqueda por nombre puede tener hasta 100 caracteres.',
  service: 'El servicio debe tener hasta 60 caracteres.',
  classesToday: 'El filtro "Con clases hoy" debe ser "true" o "false".',
  pase: 'El filtro "Pase BuscaGym" debe ser "true" o "false".',
  mapLimit: 'La cantidad de gimnasios del mapa debe ser un número entero entre 1 y 5000.',
  country: 'El país debe ser "AR" (Argentina), "MX" (México) o "BR" (Brasil).',
} as const;
