export type { ApiErrorBody, ApiErrorDetail } from './errors';
export type { HealthResponse } from './health';
