import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { displayName, matchPerson, nameKeysOf, type MatchCandidate } from '@marque/people';
import type { Transaction } from '../database/prisma.service';
import { PeopleRepository } from '../people/people.repository';
import type { ArchiveRow } from './archive-format';

/** The file's people: who is someone of this registry already (file id → id here), who is new. */
export interface PeopleMatched {
  matched: Map<string, string>;
  newPeople: ArchiveRow[];
}

/**
 * Which of the file's people are people of this registry, as a team's written players are
 * matched (libs/people's matchPerson: the same licence, else the same name in normal form and
 * club); two people of the file are never one person here, and several people who fit make a
 * new person rather than perhaps the wrong one.
 */
export function matchArchivedPeople(
  people: readonly ArchiveRow[],
  candidates: readonly MatchCandidate[],
): PeopleMatched {
  const matched = new Map<string, string>();
  const taken = new Set<string>();
  const newPeople: ArchiveRow[] = [];
  for (const person of people) {
    const written = {
      name: displayName(person as { firstName: string; lastName: string }),
      club: person['club'] as string | null,
      licence: person['licence'] as string | null,
    };
    const free = candidates.filter((candidate) => !taken.has(candidate.id));
    const match = matchPerson(written, free);
    if (match.kind === 'existing') {
      matched.set((person['id'] as string).toLowerCase(), match.id);
      taken.add(match.id);
    } else newPeople.push(person);
  }
  return { matched, newPeople };
}

/** People whose candidates one query looks for. */
const MATCH_BATCH = 500;

/** The file's people on import: each matched in this registry, or made in it (and audited). */
@Injectable()
export class ArchivePeopleService {
  constructor(private readonly people: PeopleRepository) {}

  /** Every person of the file to their id here, in the import's transaction. */
  async resolve(
    tx: Transaction,
    people: readonly ArchiveRow[],
    actor: string,
  ): Promise<Map<string, string>> {
    const candidates = new Map<string, MatchCandidate>();
    for (let start = 0; start < people.length; start += MATCH_BATCH) {
      const batch = people.slice(start, start + MATCH_BATCH);
      const keys = batch.flatMap((person) =>
        nameKeysOf(displayName(person as { firstName: string; lastName: string })),
      );
      const licences = batch.map((person) => person['licence'] as string | null);
      for (const candidate of await this.people.candidates(tx, keys, licences))
        candidates.set(candidate.id, candidate);
    }
    const { matched, newPeople } = matchArchivedPeople(people, [...candidates.values()]);
    const newIds = newPeople.map(() => randomUUID());
    const made = await this.people.createMany(
      tx,
      newPeople.map((person, at) => ({
        id: newIds[at] as string,
        firstName: person['firstName'] as string,
        lastName: person['lastName'] as string,
        club: person['club'] as string | null,
        licence: person['licence'] as string | null,
        createdAt: new Date(person['createdAt'] as string),
        updatedAt: new Date(person['updatedAt'] as string),
      })),
    );
    await this.people.auditAll(
      tx,
      made.map((person) => ({ action: 'person.created', actor, after: person })),
    );
    for (const [at, person] of newPeople.entries())
      matched.set((person['id'] as string).toLowerCase(), newIds[at] as string);
    return matched;
  }
}
