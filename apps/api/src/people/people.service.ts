import { HttpStatus, Injectable } from '@nestjs/common';
import type { PeoplePage, PersonView } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import type { CreatePersonDto } from './dto/create-person.dto';
import type { SearchPeopleDto } from './dto/search-people.dto';
import type { UpdatePersonDto } from './dto/update-person.dto';
import { PeopleRepository } from './people.repository';
import { displayName, searchWords } from '@marque/people';

/** The registry's use cases: search, add, fix, merge and delete people (audited). */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleRepository) {}

  async search(query: SearchPeopleDto): Promise<PeoplePage> {
    const page = { offset: query.offset ?? 0, limit: query.limit ?? 20 };
    const found = await this.people.search(searchWords(query.q ?? ''), page);
    return { ...found, ...page };
  }

  async get(id: string): Promise<PersonView> {
    return (await this.people.findById(id)) ?? personNotFound(id);
  }

  async create(body: CreatePersonDto, actor: string): Promise<PersonView> {
    return this.people.inTransaction(async (tx) => {
      const person = await this.people.create(tx, { ...body, firstName: body.firstName ?? '' });
      await this.people.audit(tx, { action: 'person.created', actor, after: person });
      return person;
    });
  }

  /** A fix to a person: the name shown at each seat they held follows, in every tournament. */
  async update(id: string, body: UpdatePersonDto, actor: string): Promise<PersonView> {
    return this.people.inTransaction(async (tx) => {
      const before = (await this.people.lock(tx, id)) ?? personNotFound(id);
      const after = await this.people.update(tx, id, {
        firstName: body.firstName ?? before.firstName,
        lastName: body.lastName ?? before.lastName,
        club: body.club === undefined ? before.club : body.club,
        licence: body.licence === undefined ? before.licence : body.licence,
      });
      await this.people.audit(tx, { action: 'person.updated', actor, before, after });
      return after;
    });
  }

  /**
   * Two entries of one person: every seat of the duplicate (so its teams' results and its
   * history) goes to the kept person, who takes the club and licence it lacked; the duplicate is
   * deleted. Refused for two licences, or two people who played in one tournament.
   */
  async merge(keptId: string, duplicateId: string, actor: string): Promise<PersonView> {
    if (keptId === duplicateId)
      throw new ApiError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'MERGE_SAME_PERSON',
        'A person cannot be merged with themselves',
        { details: [{ field: 'duplicateId', code: 'MERGE_SAME_PERSON', message: 'Same person' }] },
      );
    return this.people.inTransaction(async (tx) => {
      const [kept, duplicate] = await this.lockPair(tx, keptId, duplicateId);
      if (kept.licence && duplicate.licence && kept.licence !== duplicate.licence)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'MERGE_LICENCES_DIFFER',
          'Two licence numbers: these are two people',
        );
      await this.assertNoSharedTournament(tx, keptId, duplicateId);
      await this.people.moveSeats(tx, duplicateId, keptId, displayName(kept));
      await this.people.delete(tx, duplicateId);
      const merged = await this.people.update(tx, keptId, {
        ...kept,
        club: kept.club ?? duplicate.club,
        licence: kept.licence ?? duplicate.licence,
      });
      await this.people.audit(tx, {
        action: 'person.merged',
        actor,
        before: { kept, duplicate },
        after: merged,
      });
      return merged;
    });
  }

  /**
   * Deletes a person: their name leaves every seat they held (« joueur parti »), the seats and
   * their teams' results stay; team names are not rewritten. The audit keeps no name.
   */
  async delete(id: string, actor: string): Promise<void> {
    await this.people.inTransaction(async (tx) => {
      if (!(await this.people.lock(tx, id))) personNotFound(id);
      const seats = await this.people.seatsOf(tx, id);
      await this.people.delete(tx, id);
      await this.people.audit(tx, {
        action: 'person.deleted',
        actor,
        before: { id, teams: seats.map((seat) => seat.teamId) },
      });
    });
  }

  /** Both people, locked in one order (two merges the other way round never deadlock). */
  private async lockPair(
    tx: Transaction,
    keptId: string,
    duplicateId: string,
  ): Promise<[PersonView, PersonView]> {
    const locked = new Map<string, PersonView | null>();
    for (const id of [keptId, duplicateId].sort()) locked.set(id, await this.people.lock(tx, id));
    const kept = locked.get(keptId) ?? personNotFound(keptId);
    const duplicate = locked.get(duplicateId);
    if (!duplicate)
      throw new ApiError(HttpStatus.NOT_FOUND, 'PERSON_NOT_FOUND', `No person ${duplicateId}`, {
        details: [{ field: 'duplicateId', code: 'PERSON_NOT_FOUND', message: 'No such person' }],
      });
    return [kept, duplicate];
  }

  private async assertNoSharedTournament(
    tx: Transaction,
    keptId: string,
    duplicateId: string,
  ): Promise<void> {
    const keptTournaments = new Set(
      (await this.people.seatsOf(tx, keptId)).map((seat) => seat.tournamentId),
    );
    const shared = (await this.people.seatsOf(tx, duplicateId)).find((seat) =>
      keptTournaments.has(seat.tournamentId),
    );
    if (shared)
      throw new ApiError(
        HttpStatus.CONFLICT,
        'MERGE_SAME_TOURNAMENT',
        `Both played in ${shared.tournamentName}: these are two people`,
        { params: { tournament: shared.tournamentName } },
      );
  }
}

export function personNotFound(id: string): never {
  throw new ApiError(HttpStatus.NOT_FOUND, 'PERSON_NOT_FOUND', `No person ${id} in the registry`);
}
