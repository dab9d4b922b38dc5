import { Injectable } from '@nestjs/common';
import { StandingsService } from '../standings/standings.service';
import { RoundSteps } from './round-steps';
import { RoundsRepository, type RoundState } from './rounds.repository';

/** A team withdrawn while it plays: its game becomes a walkover for its opponent. */
@Injectable()
export class WalkoversService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly standings: StandingsService,
    private readonly steps: RoundSteps,
  ) {}

  /**
   * Pools then a knockout: the game a withdrawn team is playing ends now, won by its opponent
   * by walkover (its deals kept, audited), so that the bracket goes on without it; its later
   * games are walkovers when their rounds start. Other formats: nothing (a withdrawal takes
   * effect from the next round). Safe to repeat: a game already over is left alone.
   */
  async forfeitRunningGame(tournamentId: string, teamId: string, actor: string): Promise<void> {
    const forfeited = await this.rounds.inTransaction(async (tx) => {
      const tournament = await this.steps.lockedTournament(tx, tournamentId);
      if (tournament.pairing !== 'pools-knockout') return false;
      const table = await this.rounds.forfeitRunningGame(tx, tournamentId, teamId);
      if (!table) return false;
      await this.rounds.audit(tx, {
        tournamentId,
        tableId: table.id,
        action: 'game.walkover',
        actor,
        after: { withdrawn: teamId },
      });
      const round = (await this.rounds.find(tournamentId, table.roundNumber, tx)) as RoundState;
      await this.steps.announce(tx, tournamentId, 'walkover', round);
      return true;
    });
    if (forfeited) await this.standings.publish(tournamentId);
  }
}
