import { HttpStatus, Injectable } from '@nestjs/common';
import type { NextRoundAnnouncement, RoundEventData } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import { EventsService } from '../events/events.service';
import { RoundSteps } from './round-steps';
import { RoundsRepository } from './rounds.repository';

/**
 * The organiser says when the next round starts: the projector, the players' page and each team's
 * page count down to it, live (`round` event `announced`); starting the round clears it.
 */
@Injectable()
export class NextRoundService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly events: EventsService,
    private readonly steps: RoundSteps,
  ) {}

  announce(
    tournamentId: string,
    startsAt: string | null,
    actor: string,
    now = new Date(),
  ): Promise<NextRoundAnnouncement> {
    return this.rounds.inTransaction(async (tx) => {
      const tournament = await this.steps.lockedTournament(tx, tournamentId);
      const { played } = await this.rounds.roundState(tx, tournamentId);
      if (played > 0 && played >= tournament.rounds)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'ALL_ROUNDS_PLAYED',
          `All ${tournament.rounds} rounds have been played`,
          { params: { rounds: tournament.rounds } },
        );
      const start = startsAt === null ? null : new Date(startsAt);
      if (start && start.getTime() <= now.getTime())
        throw new ApiError(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'START_NOT_IN_FUTURE',
          `${startsAt} is not in the future`,
          {
            details: [
              { field: 'startsAt', code: 'START_NOT_IN_FUTURE', message: 'not in the future' },
            ],
          },
        );
      await this.rounds.announceNextRound(tx, tournamentId, start);
      const announcement = { round: played + 1, startsAt: start?.toISOString() ?? null };
      await this.rounds.audit(tx, {
        tournamentId,
        action: 'round.start-announced',
        actor,
        after: announcement,
      });
      await this.events.append(tx, tournamentId, 'round', {
        action: 'announced',
        round: { number: announcement.round },
        startsAt: announcement.startsAt,
      } satisfies RoundEventData);
      return announcement;
    });
  }
}
