import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import type { Consolation, KnockoutTie, PoolSeeding, PoolsKnockout } from '@marque/contracts';
import { IsOptionalNotNull } from '../../common/validation';

export const POOL_SEEDINGS = ['draw', 'clubs'] as const satisfies readonly PoolSeeding[];
export const CONSOLATIONS = [
  'first-round-losers',
  'non-qualified',
  'none',
] as const satisfies readonly Consolation[];
export const KNOCKOUT_TIES = [
  'last-declarer',
  'extra-deal',
] as const satisfies readonly KnockoutTie[];

/** Pools then a knockout: each option has its default when absent. */
export class PoolsKnockoutDto implements Partial<PoolsKnockout> {
  @ApiPropertyOptional({
    minimum: 2,
    maximum: 16,
    default: 4,
    description: 'The largest pool: as many pools as it takes, their sizes within one',
  })
  @IsOptionalNotNull()
  @IsInt()
  @Min(2)
  @Max(16)
  poolSize?: number;

  @ApiPropertyOptional({
    enum: POOL_SEEDINGS,
    default: 'draw',
    description: 'A plain draw, or club by club to keep clubs apart',
  })
  @IsOptionalNotNull()
  @IsIn(POOL_SEEDINGS)
  poolSeeding?: PoolSeeding;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 8,
    default: 2,
    description: 'The best k of each pool play the knockout',
  })
  @IsOptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(8)
  qualifiersPerPool?: number;

  @ApiPropertyOptional({
    enum: CONSOLATIONS,
    default: 'first-round-losers',
    description: 'Who plays the consolation bracket',
  })
  @IsOptionalNotNull()
  @IsIn(CONSOLATIONS)
  consolation?: Consolation;

  @ApiPropertyOptional({
    enum: KNOCKOUT_TIES,
    default: 'last-declarer',
    description:
      'A knockout game with equal totals at its end: the last declarer wins, or one more deal',
  })
  @IsOptionalNotNull()
  @IsIn(KNOCKOUT_TIES)
  knockoutTie?: KnockoutTie;
}
