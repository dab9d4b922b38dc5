import { Injectable, Logger } from '@nestjs/common';
import type { HealthResponse } from '@marque/contracts';
import { HealthRepository } from './health.repository';

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(private readonly repository: HealthRepository) {}

  async check(): Promise<HealthResponse> {
    try {
      await this.repository.ping();
      return { status: 'ok', database: 'up' };
    } catch (error) {
      this.logger.warn(
        `Database unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { status: 'error', database: 'down' };
    }
  }
}
