/**
 * The administrator of each worker's e2e server: ./e2e-server.ts creates it with the operator's
 * command (`admin-cli`, as `npm run admin:create` does) before the server starts, since
 * administrators cannot sign up and the embedded database admits one process at a time. Kept apart
 * from the other helpers so the config loads nothing else.
 */
export const E2E_ADMIN = {
  name: 'Admin E2E',
  email: 'e2e-admin@example.com',
  password: 'Ombu-Recoleta-7304',
} as const;
