/** The settings the e2e servers run with, shared by tests/support/e2e-server.ts and the specs. */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const E2E_JWT_SECRET = 'e2e-secret-that-is-at-least-32-bytes-long';
/** SITE_URL of the main test server: the address printed on invitations, not the one tests open. */
export const E2E_SITE_URL = 'https://aanya-and-julien.example';
