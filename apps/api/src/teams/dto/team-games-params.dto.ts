import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** The path of `GET /api/tournaments/:tournamentId/teams/:teamId/games`. */
export class TeamGamesParamsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  tournamentId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  teamId!: string;
}
