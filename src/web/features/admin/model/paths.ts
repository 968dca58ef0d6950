import { seg } from '../../../lib/path';
/**
 * Paths of the administrators' screens (SPEC §2 `/home/{type}/{name}/{userId}` and
 * `/profile/{type}/{name}/{userId}` with `{type}` `admin`). The console's sections are path segments
 * under the profile (`/profile/admin/{name}/{userId}/{section}`), an account's detail one more
 * (`…/usuarios/{id}`); a list's search, sort, filters and page stay in the query string (./list-state).
 * @module
 */

/** The console's sections, in the order of its navigation (Spanish slugs: they show in the address bar). */
export const ADMIN_SECTIONS = [
  'usuarios',
  'empresas',
  'bloqueos',
  'gimnasios',
  'resenas',
  'reclamos',
  'importar',
  'finanzas',
  'pase',
  'conciliacion',
  'marketing',
  'auditoria',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The second-factor screen (ADR 0019): set-up or verification after sign-in. */
export const SECOND_FACTOR_PATH = '/admin/segundo-factor';

/** True for a path segment that names a section. */
export const isAdminSection = (value: string | undefined): value is AdminSection =>
  (ADMIN_SECTIONS as readonly string[]).includes(value ?? '');

/** Every administration path of the administrator `userId` shown as `name`. */
export function adminPaths(name: string, userId: string) {
  const console = `/profile/admin/${seg(name)}/${seg(userId)}`;
  return {
    home: `/home/admin/${seg(name)}/${seg(userId)}`,
    console,
    section: (section: AdminSection, search = '') => `${console}/${section}${search ? `?${search}` : ''}`,
    /** An account's detail, under the list it was opened from (Usuarios or Empresas). */
    account: (id: string, from: 'usuarios' | 'empresas' = 'usuarios') => `${console}/${from}/${seg(id)}`,
    updatePassword: `/updatepassword/${seg(userId)}`,
  };
}

/** The paths of {@link adminPaths}. */
export type AdminPaths = ReturnType<typeof adminPaths>;
