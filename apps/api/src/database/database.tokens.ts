/** Injection token for the PostgreSQL URL the API was started with. */
export const DATABASE_URL = Symbol('DATABASE_URL');
