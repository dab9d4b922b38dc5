import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  DOUBLINGS,
  RULESETS,
  SUITS,
  getRuleset,
  type AnyContractValue,
  type Doubling,
  type Seat,
  type Suit,
} from '@marque/rules';
import { IsOptionalNotNull } from '../../common/validation';

// DTOs check the shape and ranges of any game; the tournament's game (libs/rules) checks the
// meaning: its contract ladder, points that add up, a legal auction, the facts it records.

/** Every contract of every game, lowest first: each game's ladder is checked by its rules. */
const ANY_CONTRACT_VALUE: AnyContractValue[] = [
  ...new Set(RULESETS.flatMap((id) => getRuleset(id).form.contracts)),
];
/** The most points a team can take in a deal, in any game (162 in belote coinchée). */
const MAX_POINTS = Math.max(...RULESETS.map((id) => getRuleset(id).form.totalPoints));

export class ContractDto {
  @ApiProperty({
    enum: ANY_CONTRACT_VALUE,
    example: 80,
    description: "On the tournament's game's ladder (GET /api/rulesets)",
  })
  @IsIn(ANY_CONTRACT_VALUE)
  value!: AnyContractValue;

  @ApiProperty({ enum: SUITS })
  @IsIn(SUITS as unknown as unknown[])
  suit!: Suit;

  @ApiProperty({ minimum: 0, maximum: 3 })
  @IsInt()
  @Min(0)
  @Max(3)
  declarer!: Seat;
}

export class TeamPointsDto {
  @ApiProperty({ minimum: 0, maximum: MAX_POINTS })
  @IsInt()
  @Min(0)
  @Max(MAX_POINTS)
  A!: number;

  @ApiProperty({ minimum: 0, maximum: MAX_POINTS })
  @IsInt()
  @Min(0)
  @Max(MAX_POINTS)
  B!: number;
}

export class AllTricksDto {
  @ApiProperty({ enum: ['A', 'B'] })
  @IsIn(['A', 'B'])
  team!: 'A' | 'B';

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 3,
    description: 'When one player alone took all tricks',
  })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(3)
  seat?: Seat;
}

export class ClaimDto {
  @ApiProperty({ enum: ['A', 'B'], description: 'The team that said "nous avons gagné"' })
  @IsIn(['A', 'B'])
  team!: 'A' | 'B';

  @ApiProperty({ type: TeamPointsDto })
  @ValidateNested()
  @Type(() => TeamPointsDto)
  cardPointsSoFar!: TeamPointsDto;

  @ApiProperty({
    type: [Number],
    minItems: 4,
    maxItems: 4,
    description: 'Tricks won so far, per seat',
  })
  @IsArray()
  @ArrayMinSize(4)
  @ArrayMaxSize(4)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(9, { each: true })
  tricksSoFar!: [number, number, number, number];
}

export class CallDto {
  @ApiProperty({ minimum: 0, maximum: 3 })
  @IsInt()
  @Min(0)
  @Max(3)
  seat!: Seat;

  @ApiProperty({ enum: ['pass', 'bid', 'coinche', 'surcoinche'] })
  @IsIn(['pass', 'bid', 'coinche', 'surcoinche'])
  type!: 'pass' | 'bid' | 'coinche' | 'surcoinche';

  @ApiPropertyOptional({ enum: ANY_CONTRACT_VALUE })
  @IsOptionalNotNull()
  @IsIn(ANY_CONTRACT_VALUE)
  value?: AnyContractValue;

  @ApiPropertyOptional({
    enum: SUITS,
    description: "A bid's trump suit (Cinch: the winning bid's)",
  })
  @IsOptionalNotNull()
  @IsIn(SUITS as unknown as unknown[])
  suit?: Suit;
}

/**
 * The facts of one deal, as the referee records them: the dealer, then either the final
 * contract (contract, doubling) or the auction call by call, then the card points (and who
 * took all tricks) or a claim; or `passedOut`.
 */
export class DealBodyDto {
  @ApiProperty({ minimum: 0, maximum: 3, description: 'The seat that dealt' })
  @IsInt()
  @Min(0)
  @Max(3)
  dealer!: Seat;

  @ApiPropertyOptional({ enum: [true], description: 'Four passes: nothing scores' })
  @IsOptionalNotNull()
  @IsIn([true])
  passedOut?: true;

  @ApiPropertyOptional({ type: ContractDto })
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => ContractDto)
  contract?: ContractDto;

  @ApiPropertyOptional({ enum: DOUBLINGS, default: 'none' })
  @IsOptionalNotNull()
  @IsIn(DOUBLINGS as unknown as unknown[])
  doubling?: Doubling;

  @ApiPropertyOptional({ type: TeamPointsDto })
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => TeamPointsDto)
  cardPoints?: TeamPointsDto;

  @ApiPropertyOptional({ type: AllTricksDto })
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => AllTricksDto)
  allTricks?: AllTricksDto;

  @ApiPropertyOptional({
    enum: ['A', 'B'],
    description: 'Belote coinchée: the team that announced belote–rebelote',
  })
  @IsOptionalNotNull()
  @IsIn(['A', 'B'])
  belote?: 'A' | 'B';

  @ApiPropertyOptional({ enum: ['A', 'B'], description: 'Cinch: the team that revoked' })
  @IsOptionalNotNull()
  @IsIn(['A', 'B'])
  revoke?: 'A' | 'B';

  @ApiPropertyOptional({ type: ClaimDto })
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => ClaimDto)
  claim?: ClaimDto;

  @ApiPropertyOptional({
    type: [CallDto],
    description: 'The calls in order; the server resolves the contract',
  })
  @IsOptionalNotNull()
  @IsArray()
  @ArrayMaxSize(64)
  @ValidateNested({ each: true })
  @Type(() => CallDto)
  auction?: CallDto[];
}
