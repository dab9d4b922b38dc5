import { Global, Module } from '@nestjs/common';
import { RateLimits } from './rate-limits.service';

/** The guessing limits (logins, referee codes), shared by every feature that checks a secret. */
@Global()
@Module({ providers: [RateLimits], exports: [RateLimits] })
export class RateLimitsModule {}
