import { HttpStatus, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { ApiError } from '../common/api-error';
import type { OrganiserIdentity } from './auth.service';
import { OwnershipRepository, type ClubAccess } from './ownership.repository';

type RouteParams = Partial<Record<string, string | string[]>>;

/** Who may run a tournament: the members of its club, each as much as the others. */
@Injectable()
export class ClubAccessService {
  constructor(private readonly ownership: OwnershipRepository) {}

  /**
   * An organiser acts on the tournaments of their clubs: a route naming a tournament of another
   * club (`:tournamentId`) or one of its tables (`:tableId`) is a 403, and so is one whose club
   * has no member left (nobody runs it until the administrator adds one). An id that is not a
   * UUID, or names nothing, is left to the route (400 or 404).
   */
  async assertRuns(organiser: OrganiserIdentity, params: RouteParams): Promise<void> {
    const access = await this.accessNamedBy(organiser, params);
    if (access === null || access.member) return;
    throw access.hasMembers
      ? new ApiError(
          HttpStatus.FORBIDDEN,
          'NOT_YOUR_TOURNAMENT',
          'This tournament is run by another organiser',
        )
      : new ApiError(
          HttpStatus.FORBIDDEN,
          'TOURNAMENT_WITHOUT_ORGANISER',
          'This tournament has no organiser any more: an administrator must give it one back',
        );
  }

  async runs(organiser: OrganiserIdentity, params: RouteParams): Promise<boolean> {
    return (await this.accessNamedBy(organiser, params))?.member === true;
  }

  /** The organiser's access to the tournament the route names; null when it names none. */
  private async accessNamedBy(
    organiser: OrganiserIdentity,
    params: RouteParams,
  ): Promise<ClubAccess | null> {
    const [tournamentId, tableId] = [params['tournamentId'], params['tableId']];
    if (typeof tournamentId === 'string' && isUUID(tournamentId))
      return this.ownership.accessToTournament(tournamentId, organiser.id);
    if (typeof tableId === 'string' && isUUID(tableId))
      return this.ownership.accessToTable(tableId, organiser.id);
    return null;
  }
}
