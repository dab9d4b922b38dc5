import { HttpStatus } from '@nestjs/common';
import type { ApiErrorDetail, PlayerPick } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import type { PlayerPickDto } from './dto/player-pick.dto';

/**
 * A team's two seats as picks of the registry: its `people`, or its `players` written as names
 * (each matched like `{ name }`). Both at once, or a pick that is none of the three kinds, is a
 * 400 naming the field.
 */
export function playerPicks(body: {
  players?: string[];
  people?: PlayerPickDto[];
}): PlayerPick[] | null {
  if (body.players && body.people)
    throw invalid([
      { field: 'people', code: 'PLAYERS_OR_PEOPLE', message: 'Give players or people, not both' },
    ]);
  if (body.players) return body.players.map((name) => ({ name }));
  if (!body.people) return null;
  const details = body.people.flatMap((pick, at) =>
    kindOf(pick)
      ? []
      : [
          {
            field: `people.${at}`,
            code: 'INVALID_FORMAT' as const,
            message: 'A pick is { id }, { lastName, … } or { name, … }',
          },
        ],
  );
  if (details.length) throw invalid(details);
  return body.people.map((pick) => toPick(pick));
}

function kindOf(pick: PlayerPickDto): 'id' | 'name' | 'new' | null {
  const has = (value: unknown) => value !== undefined;
  const named = has(pick.firstName) || has(pick.lastName);
  if (has(pick.id))
    return has(pick.name) || named || has(pick.club) || has(pick.licence) ? null : 'id';
  if (has(pick.name)) return named ? null : 'name';
  return has(pick.lastName) ? 'new' : null;
}

function toPick(pick: PlayerPickDto): PlayerPick {
  if (pick.id !== undefined) return { id: pick.id };
  const extras = {
    ...(pick.club ? { club: pick.club } : {}),
    ...(pick.licence ? { licence: pick.licence } : {}),
  };
  if (pick.name !== undefined) return { name: pick.name, ...extras };
  return { firstName: pick.firstName ?? '', lastName: pick.lastName ?? '', ...extras };
}

function invalid(details: ApiErrorDetail[]): ApiError {
  return new ApiError(
    HttpStatus.BAD_REQUEST,
    'VALIDATION_FAILED',
    'The request body is not valid',
    {
      details,
    },
  );
}
