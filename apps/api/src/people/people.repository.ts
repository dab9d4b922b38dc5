import { HttpStatus, Injectable } from '@nestjs/common';
import type { PersonView } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import type { Prisma } from '../generated/prisma/client';
import { PrismaService, type Transaction } from '../database/prisma.service';
import {
  displayName,
  type MatchCandidate,
  nameKey,
  normaliseLicence,
  searchText,
  sortKey,
  type PersonNames,
} from '@marque/people';

export type { PersonView };

/** A team seat a person holds: its team and tournament. */
export interface PersonSeat {
  teamId: string;
  teamName: string;
  tournamentId: string;
  tournamentName: string;
}

/** A team a person played in: the team, and the partner at its other seat. */
export interface HistorySeat {
  tournamentId: string;
  teamId: string;
  teamName: string;
  withdrawn: boolean;
  /** Null id and empty name: the partner was deleted from the registry. */
  partner: { id: string | null; name: string };
}

/** A mêlée a person is entered in: their entry (`entrants`) and its tournament. */
export interface PersonEntry {
  entrantId: string;
  tournamentId: string;
  tournamentName: string;
}

/** A mêlée entry of a person's page: the entry, its name and whether it withdrew. */
export interface HistoryEntry {
  tournamentId: string;
  entrantId: string;
  name: string;
  withdrawn: boolean;
}

type PersonRow = {
  id: string;
  firstName: string;
  lastName: string;
  club: string | null;
  licence: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A change to the registry, as its audit keeps it. */
export interface RegistryAuditEntry {
  action: string;
  actor: string;
  before?: unknown;
  after?: unknown;
}

/** The people of the registry, and the team seats that name them. */
@Injectable()
export class PeopleRepository {
  constructor(private readonly prisma: PrismaService) {}

  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.prisma.inTransaction(work);
  }

  /**
   * The people whose search text has a word beginning with each of `words`, in the registry's
   * order (last name, first name), a page at a time, with how many there are in all. The words
   * are in normal form (person-name.ts), so accents and case never matter.
   */
  async search(
    words: readonly string[],
    page: { offset: number; limit: number },
  ): Promise<{ people: PersonView[]; total: number }> {
    const where = words.map((_, at) => `(' ' || search_text) LIKE $${at + 1}`).join(' AND ');
    const filter = where ? `WHERE ${where}` : '';
    const patterns = words.map((word) => `% ${escapeLike(word)}%`);
    const rows = await this.prisma.$queryRawUnsafe<
      Array<{
        id: string;
        first_name: string;
        last_name: string;
        club: string | null;
        licence: string | null;
        created_at: Date;
        updated_at: Date;
      }>
    >(
      `SELECT id, first_name, last_name, club, licence, created_at, updated_at FROM people ${filter}
       ORDER BY sort_key, id OFFSET ${page.offset} LIMIT ${page.limit}`,
      ...patterns,
    );
    const [counted] = await this.prisma.$queryRawUnsafe<Array<{ total: bigint }>>(
      `SELECT count(*) AS total FROM people ${filter}`,
      ...patterns,
    );
    return {
      people: rows.map((row) =>
        toView({
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          club: row.club,
          licence: row.licence,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        }),
      ),
      total: Number(counted?.total ?? 0),
    };
  }

  async findById(id: string, tx: Transaction = this.prisma): Promise<PersonView | null> {
    const row = await tx.person.findUnique({ where: { id } });
    return row ? toView(row) : null;
  }

  /** Locks a person's row until the transaction ends (a merge or a delete waits for a change). */
  async lock(tx: Transaction, id: string): Promise<PersonView | null> {
    const [row] = await tx.$queryRawUnsafe<Array<{ id: string }>>(
      'SELECT id FROM people WHERE id = $1::uuid FOR UPDATE',
      id,
    );
    return row ? this.findById(row.id, tx) : null;
  }

  /** The people a written name may be: those of one of its name keys, or of the licence. */
  async candidates(
    tx: Transaction,
    keys: readonly string[],
    licences: ReadonlyArray<string | null>,
  ): Promise<MatchCandidate[]> {
    const given = licences.filter((licence): licence is string => Boolean(licence));
    const or: Prisma.PersonWhereInput[] = [{ nameKey: { in: [...keys] } }];
    if (given.length > 0) or.push({ licence: { in: given.map(normaliseLicence) } });
    return tx.person.findMany({
      where: { OR: or },
      select: { id: true, nameKey: true, club: true, licence: true },
      orderBy: { createdAt: 'asc' },
    });
  }

  async create(tx: Transaction, person: PersonNames): Promise<PersonView> {
    const row = await uniqueLicence(person.licence, () =>
      tx.person.create({ data: columns(person) }),
    );
    return toView(row);
  }

  /**
   * New people in one statement, with the times they were made and last changed elsewhere (an
   * imported tournament's), in the order given.
   */
  async createMany(
    tx: Transaction,
    people: ReadonlyArray<PersonNames & { id: string; createdAt: Date; updatedAt: Date }>,
  ): Promise<PersonView[]> {
    const rows = await tx.person.createManyAndReturn({
      data: people.map((person) => ({
        ...columns(person),
        id: person.id,
        createdAt: person.createdAt,
        updatedAt: person.updatedAt,
      })),
    });
    return rows.map(toView);
  }

  /** A person's new names: every seat they hold shows the new name. */
  async update(tx: Transaction, id: string, person: PersonNames): Promise<PersonView> {
    const row = await uniqueLicence(person.licence, () =>
      tx.person.update({ where: { id }, data: columns(person) }),
    );
    await this.renameSeats(tx, id, displayName(person));
    return toView(row);
  }

  /** Writes a person's name at every seat they hold, and on their mêlée entries. */
  async renameSeats(tx: Transaction, id: string, name: string): Promise<void> {
    await tx.team.updateMany({ where: { player1Id: id }, data: { player1: name } });
    await tx.team.updateMany({ where: { player2Id: id }, data: { player2: name } });
    await tx.entrant.updateMany({ where: { personId: id }, data: { name } });
  }

  /** The mêlées a person is entered in (`entrants`), with each entry's id. */
  async entriesOf(tx: Transaction, id: string): Promise<PersonEntry[]> {
    const rows = await tx.entrant.findMany({
      where: { personId: id },
      select: { id: true, tournament: { select: { id: true, name: true } } },
    });
    return rows.map((row) => ({
      entrantId: row.id,
      tournamentId: row.tournament.id,
      tournamentName: row.tournament.name,
    }));
  }

  /** The seats a person holds, with their teams and tournaments. */
  async seatsOf(tx: Transaction, id: string): Promise<PersonSeat[]> {
    const teams = await tx.team.findMany({
      where: { OR: [{ player1Id: id }, { player2Id: id }] },
      select: { id: true, name: true, tournament: { select: { id: true, name: true } } },
    });
    return teams.map((team) => ({
      teamId: team.id,
      teamName: team.name,
      tournamentId: team.tournament.id,
      tournamentName: team.tournament.name,
    }));
  }

  /**
   * Every team a person played in, with the partner at the other seat; a mêlée's pairs, teams of
   * one round, are not (historyEntries).
   */
  async historySeats(id: string): Promise<HistorySeat[]> {
    const teams = await this.prisma.team.findMany({
      where: { OR: [{ player1Id: id }, { player2Id: id }], meleeRound: null },
      select: {
        id: true,
        name: true,
        withdrawn: true,
        tournamentId: true,
        player1Id: true,
        player1: true,
        player2Id: true,
        player2: true,
      },
    });
    return teams.map((team) => ({
      tournamentId: team.tournamentId,
      teamId: team.id,
      teamName: team.name,
      withdrawn: team.withdrawn,
      partner:
        team.player1Id === id
          ? { id: team.player2Id, name: team.player2 }
          : { id: team.player1Id, name: team.player1 },
    }));
  }

  /** Every mêlée a person is entered in. */
  async historyEntries(id: string): Promise<HistoryEntry[]> {
    const rows = await this.prisma.entrant.findMany({
      where: { personId: id },
      select: { id: true, tournamentId: true, name: true, withdrawn: true },
    });
    return rows.map(({ id: entrantId, ...row }) => ({ entrantId, ...row }));
  }

  /** The people seated in a tournament's teams, but `exceptTeamId`, with their team's name. */
  async seatedIn(
    tx: Transaction,
    tournamentId: string,
    exceptTeamId: string | null,
  ): Promise<Map<string, string>> {
    const teams = await tx.team.findMany({
      where: { tournamentId, ...(exceptTeamId ? { NOT: { id: exceptTeamId } } : {}) },
      select: { name: true, player1Id: true, player2Id: true },
    });
    const seated = new Map<string, string>();
    for (const team of teams)
      for (const id of [team.player1Id, team.player2Id]) if (id) seated.set(id, team.name);
    return seated;
  }

  /** Gives every seat and mêlée entry of `fromId` to `toId`, shown with `name`. */
  async moveSeats(tx: Transaction, fromId: string, toId: string, name: string): Promise<void> {
    await tx.team.updateMany({
      where: { player1Id: fromId },
      data: { player1Id: toId, player1: name },
    });
    await tx.team.updateMany({
      where: { player2Id: fromId },
      data: { player2Id: toId, player2: name },
    });
    await tx.entrant.updateMany({ where: { personId: fromId }, data: { personId: toId, name } });
  }

  /**
   * Deletes a person: their name leaves every seat and mêlée entry they held (empty, shown as a
   * player who left); the seats and entries stay, and so do their results.
   */
  async delete(tx: Transaction, id: string): Promise<void> {
    await tx.team.updateMany({ where: { player1Id: id }, data: { player1: '', player1Id: null } });
    await tx.team.updateMany({ where: { player2Id: id }, data: { player2: '', player2Id: null } });
    await tx.entrant.updateMany({ where: { personId: id }, data: { name: '', personId: null } });
    await tx.person.delete({ where: { id } });
  }

  /** An entry of the registry's audit (no tournament, no table). */
  async audit(tx: Transaction, entry: RegistryAuditEntry): Promise<void> {
    await this.auditAll(tx, [entry]);
  }

  /** Entries of the registry's audit, in one statement. */
  async auditAll(tx: Transaction, entries: readonly RegistryAuditEntry[]): Promise<void> {
    await tx.auditEntry.createMany({
      data: entries.map((entry) => ({
        action: entry.action,
        actor: entry.actor,
        before: (entry.before ?? undefined) as Prisma.InputJsonValue | undefined,
        after: (entry.after ?? undefined) as Prisma.InputJsonValue | undefined,
      })),
    });
  }
}

/** The columns of a person: names as given, and their normal forms for search and matching. */
function columns(person: PersonNames) {
  const licence = person.licence ? normaliseLicence(person.licence) : null;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    club: person.club || null,
    licence,
    nameKey: nameKey(person),
    searchText: searchText({ ...person, licence }),
    sortKey: sortKey(person),
  };
}

/** LIKE's wildcards and escape, as plain characters. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A licence number belongs to one person: the unique index answers, we say 409. */
async function uniqueLicence<T>(
  licence: string | null | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002' && licence) {
      const normal = normaliseLicence(licence);
      throw new ApiError(
        HttpStatus.CONFLICT,
        'LICENCE_TAKEN',
        `Licence ${normal} belongs to another person`,
        {
          params: { licence: normal },
          details: [
            {
              field: 'licence',
              code: 'LICENCE_TAKEN',
              message: `Licence ${normal} belongs to another person`,
              params: { licence: normal },
            },
          ],
        },
      );
    }
    throw error;
  }
}

function toView(row: PersonRow): PersonView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    club: row.club,
    licence: row.licence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
