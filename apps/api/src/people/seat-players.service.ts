import { HttpStatus, Injectable } from '@nestjs/common';
import type { PlayerPick } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import { PeopleRepository } from './people.repository';
import { displayName, matchPerson, nameKeysOf, splitFullName } from '@marque/people';

/** A seat of a team, resolved: its person, the name shown, and whether the person is new. */
export interface SeatedPlayer {
  id: string;
  name: string;
  created: boolean;
}

/** Where the players are seated: a team of a tournament (null for a new team), its club. */
export interface SeatingContext {
  tournamentId: string;
  teamId: string | null;
  club?: string | null;
  actor: string;
}

/**
 * Turns a team's two picks into people of the registry, in the team's transaction: a person
 * picked by id, a new person, or a written name matched as `matchPerson` says (a new person
 * when none or several match). A person picked by id may not sit at both seats, nor in another team of the
 * tournament; a written name never matches someone already seated there (two « Jean Martin » of
 * one tournament are two people).
 */
@Injectable()
export class SeatPlayersService {
  constructor(private readonly people: PeopleRepository) {}

  async seat(
    tx: Transaction,
    picks: readonly PlayerPick[],
    context: SeatingContext,
  ): Promise<SeatedPlayer[]> {
    const elsewhere = await this.people.seatedIn(tx, context.tournamentId, context.teamId);
    const seated: SeatedPlayer[] = [];
    for (const [at, pick] of picks.entries()) {
      const taken = new Set([...elsewhere.keys(), ...seated.map((player) => player.id)]);
      const player = await this.seatOne(tx, pick, context, `people.${at}`, taken);
      if (seated.some((other) => other.id === player.id))
        throw new ApiError(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'SAME_PERSON_TWICE',
          'Both seats of a team hold the same person',
          {
            details: [{ field: `people.${at}`, code: 'SAME_PERSON_TWICE', message: 'Same person' }],
          },
        );
      const team = elsewhere.get(player.id);
      if (team !== undefined)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'PERSON_ALREADY_IN_TOURNAMENT',
          `${player.name} already plays in team ${team}`,
          { params: { name: player.name, team } },
        );
      seated.push(player);
    }
    return seated;
  }

  private async seatOne(
    tx: Transaction,
    pick: PlayerPick,
    context: SeatingContext,
    field: string,
    taken: ReadonlySet<string>,
  ): Promise<SeatedPlayer> {
    if ('id' in pick) {
      const person = await this.people.findById(pick.id, tx);
      if (!person)
        throw new ApiError(HttpStatus.NOT_FOUND, 'PERSON_NOT_FOUND', `No person ${pick.id}`, {
          details: [{ field: `${field}.id`, code: 'PERSON_NOT_FOUND', message: 'No such person' }],
        });
      return { id: person.id, name: displayName(person), created: false };
    }
    if ('name' in pick) {
      const club = pick.club ?? context.club ?? null;
      const written = { name: pick.name, club, licence: pick.licence ?? null };
      const candidates = await this.people.candidates(tx, nameKeysOf(pick.name), [written.licence]);
      // Someone seated in this tournament already is someone else of the same name.
      const free = candidates.filter((candidate) => !taken.has(candidate.id));
      const match = matchPerson(written, free);
      if (match.kind === 'existing') {
        const person = await this.people.findById(match.id, tx);
        if (person) return { id: person.id, name: displayName(person), created: false };
      }
      // Several people of that name (and club): a new person rather than the wrong one, whose
      // history would show a stranger's games; the organiser merges it if it was one of them.
      return this.create(
        tx,
        { ...splitFullName(pick.name), club, licence: written.licence },
        context,
      );
    }
    // A new player of a club's team is of that club unless said otherwise.
    const club = pick.club ?? context.club ?? null;
    return this.create(tx, { ...pick, firstName: pick.firstName ?? '', club }, context);
  }

  private async create(
    tx: Transaction,
    names: { firstName: string; lastName: string; club?: string | null; licence?: string | null },
    context: SeatingContext,
  ): Promise<SeatedPlayer> {
    const person = await this.people.create(tx, names);
    await this.people.audit(tx, { action: 'person.created', actor: context.actor, after: person });
    return { id: person.id, name: displayName(person), created: true };
  }
}
