/** GET /api/health: 200 when the database answered a query, 503 when it did not. */
export type HealthResponse =
  { status: 'ok'; database: 'up' } | { status: 'error'; database: 'down' };
