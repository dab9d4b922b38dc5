import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { OrganiserIdentity } from '../auth/auth.service';
import { ClubsService } from '../clubs/clubs.service';
import { ApiError } from '../common/api-error';
import { RandomSource, refereeCode } from '../common/random';
import { MARQUE_VERSION } from '../config/marque-version';
import { PrismaService, type Transaction } from '../database/prisma.service';
import { tournamentNotFound } from '../tournaments/tournaments.service';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveRows } from './archive-format';
import { ArchivePeopleService } from './archive-people';
import { ArchiveRepository } from './archive.repository';
import { archiveFileName } from './archive-file-name';
import { remapArchive } from './remap-archive';
import { validateArchive, type ArchiveProblem } from './validate-archive';

/** A tournament's archive: the file, and the name to save it under. */
export interface ArchiveDownload {
  fileName: string;
  file: Record<string, unknown>;
}

/** Who imports a file: the organiser, the club the tournament joins (if they named one), the audit's name for them. */
export interface Importer {
  organiser: OrganiserIdentity;
  clubId: string | undefined;
  actor: string;
}

@Injectable()
export class ArchiveService {
  constructor(
    private readonly archive: ArchiveRepository,
    private readonly people: ArchivePeopleService,
    private readonly clubs: ClubsService,
    private readonly prisma: PrismaService,
    private readonly random: RandomSource,
  ) {}

  /** The whole tournament as a versioned file, its ids as they are here. */
  async export(tournamentId: string, now = new Date()): Promise<ArchiveDownload> {
    const rows = await this.archive.read(tournamentId);
    if (!rows) throw tournamentNotFound(tournamentId);
    const { tournament, ...lists } = rows;
    const head = (tournament as ArchiveRows[string])[0] as Record<string, unknown>;
    return {
      fileName: archiveFileName(String(head['name']), head['date'] as string | null),
      file: {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        exportedAt: now.toISOString(),
        marqueVersion: MARQUE_VERSION,
        tournament: head,
        ...lists,
      },
    };
  }

  /**
   * A file checked whole, then written in one transaction under new ids, new referee codes, its
   * importer as owner and in their club, its people matched in this registry or made in it: a
   * file refused writes nothing.
   */
  async import(file: unknown, importer: Importer): Promise<{ id: string }> {
    const checked = validateArchive(file);
    if ('problem' in checked) throw archiveRefused(checked.problem);
    const { rows } = checked;
    return this.prisma.inTransaction(async (tx) => {
      const { organiser, clubId, actor } = importer;
      const written = remapArchive(rows, {
        newId: randomUUID,
        eventIds: await this.archive.newEventIds(tx, rows['events']?.length ?? 0),
        refereeCodes: await this.newRefereeCodes(tx, rows['tables']?.length ?? 0),
        ownerId: organiser.id,
        clubId: await this.clubs.clubForNewTournament(tx, organiser, clubId),
        matchedIds: await this.people.resolve(tx, rows['people'] ?? [], actor),
      });
      await this.archive.write(tx, written);
      return { id: (written['tournament']?.[0] as { id: string }).id };
    });
  }

  /** `count` referee codes, all different and none in use. */
  private async newRefereeCodes(tx: Transaction, count: number): Promise<string[]> {
    const codes = new Set<string>();
    while (codes.size < count) {
      const drawn = Array.from({ length: count - codes.size }, () => refereeCode(this.random));
      const taken = await this.archive.codesInUse(tx, drawn);
      for (const code of drawn) if (!taken.has(code)) codes.add(code);
    }
    return [...codes];
  }
}

/** A refused file: a newer version (422), or the first field that does not validate (400). */
function archiveRefused(problem: ArchiveProblem): ApiError {
  if (problem.code === 'ARCHIVE_TOO_NEW')
    return new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'ARCHIVE_TOO_NEW',
      `This archive is of version ${problem.params?.['version']}; this Marque reads up to version ${ARCHIVE_VERSION}`,
      { params: problem.params },
    );
  const field = problem.field || 'the file';
  return new ApiError(
    HttpStatus.BAD_REQUEST,
    'ARCHIVE_INVALID',
    `This is not a Marque tournament archive it can import: ${field} (${problem.code})`,
    {
      params: { field },
      details: [
        {
          field: problem.field,
          code: problem.code,
          message: `${field}: ${problem.code}`,
          ...(problem.params ? { params: problem.params } : {}),
        },
      ],
    },
  );
}
