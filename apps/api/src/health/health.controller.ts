import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HealthResponse } from '@marque/contracts';
import { HealthService } from './health.service';

/** What a client waits before asking again while the database is down, as on every 503. */
export const HEALTH_RETRY_AFTER_SECONDS = 5;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: 'The API runs and the database answered a query' })
  @ApiServiceUnavailableResponse({
    description: 'The database did not answer within 2 s; Retry-After says when to ask again',
  })
  async check(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthResponse> {
    const result = await this.health.check();
    if (result.database === 'down') {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      response.header('retry-after', String(HEALTH_RETRY_AFTER_SECONDS));
    }
    return result;
  }
}
