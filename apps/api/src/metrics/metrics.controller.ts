import { Controller, Get, HttpStatus, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/access';
import { ApiError } from '../common/api-error';
import { Metrics } from './metrics';
import { isMetricsToken, metricsToken } from './metrics-token';

/**
 * Prometheus' scrape: off (the 404 of an unknown route) unless MARQUE_METRICS_TOKEN is set, and
 * then only with `Authorization: Bearer <that token>`. Left out of the OpenAPI document: it is
 * for the host's tools, not for clients (README "Operations").
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  private readonly token = metricsToken();

  constructor(private readonly metrics: Metrics) {}

  @Get()
  async scrape(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // Off: the answer of a route that does not exist.
    if (!this.token)
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'NOT_FOUND',
        `Cannot GET ${request.url.split('?')[0]}`,
      );
    if (!isMetricsToken(bearerToken(request), this.token))
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'METRICS_TOKEN_REQUIRED',
        'Metrics need Authorization: Bearer <MARQUE_METRICS_TOKEN>',
      );
    const text = await this.metrics.registry.metrics();
    await reply
      .header('cache-control', 'no-store')
      .type(this.metrics.registry.contentType)
      .send(text);
  }
}
