import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { Transform } from 'class-transformer';

export const PAIRINGS = ['swiss', 'round-robin'] as const;
export type PairingName = (typeof PAIRINGS)[number];

export class CreateTournamentDto {
  @ApiProperty({ example: 'Open de Sion 2026' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  name!: string;

  @ApiProperty({ minimum: 1, maximum: 30, example: 5 })
  @IsInt()
  @Min(1)
  @Max(30)
  rounds!: number;

  @ApiProperty({ enum: PAIRINGS })
  @IsIn(PAIRINGS)
  pairing!: PairingName;

  @ApiPropertyOptional({ minimum: 100, maximum: 10000, default: 2000 })
  @IsOptional()
  @IsInt()
  @Min(100)
  @Max(10000)
  target?: number;

  @ApiPropertyOptional({ example: '2026-12-05', description: 'The day of the tournament' })
  @IsOptional()
  @IsDateString({ strict: true })
  date?: string;
}
