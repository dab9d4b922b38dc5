import { basename } from 'node:path';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { BackupInfo, BackupsResponse } from '@marque/contracts';
import {
  listBackups,
  marqueVersion,
  pruneBackups,
  writeBackup,
  type WrittenBackup,
} from '@marque/database';
import { ApiError } from '../common/api-error';
import { DATABASE_URL } from '../database/database.tokens';
import { BACKUP_SETTINGS, type BackupSettings } from './backup-settings';
import { BackupsRepository } from './backups.repository';
import { OneAtATime } from './one-at-a-time';

/**
 * Backups written by the API: the administrator's (`POST /api/backups`) and, on the embedded
 * default, one after every change that leaves a round with every game over (its last game
 * finished, the bell, a walkover, a correction of a finished round). Each is a dump on a
 * connection of its own, one at a time, in the background of the request that caused it.
 */
@Injectable()
export class BackupsService {
  private readonly logger = new Logger(BackupsService.name);
  private readonly writer = new OneAtATime(() => this.write());

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(BACKUP_SETTINGS) private readonly settings: BackupSettings,
    private readonly repository: BackupsRepository,
  ) {}

  /** A backup now (after the one being written, if any). */
  async backUpNow(): Promise<BackupInfo> {
    try {
      return infoOf(await this.writer.run());
    } catch (error) {
      this.logger.error(`Backup failed: ${String(error)}`);
      throw new ApiError(
        HttpStatus.INTERNAL_SERVER_ERROR,
        'BACKUP_FAILED',
        'The backup could not be written: the API log says why',
      );
    }
  }

  list(): BackupsResponse {
    const { dir, automatic, keep } = this.settings;
    const backups = listBackups(dir).flatMap((name) => {
      try {
        const stat = statSync(join(dir, name));
        return [{ name, file: join(dir, name), bytes: stat.size, createdAt: createdAtOf(name) }];
      } catch {
        return []; // deleted meanwhile
      }
    });
    return { dir, automatic, keep, backups };
  }

  /**
   * Told after a change to a tournament's results has been committed: when it left the last
   * round with every game over, a backup is written in the background. Never throws, never
   * makes the caller wait; a failure is logged.
   */
  afterResults(tournamentId: string): void {
    if (!this.settings.automatic) return;
    this.repository
      .lastRoundOver(tournamentId)
      .then((over) => (over ? this.writer.run() : undefined))
      .catch((error: unknown) => this.logger.error(`Automatic backup failed: ${String(error)}`));
  }

  private async write(): Promise<WrittenBackup> {
    const written = await writeBackup({
      databaseUrl: this.databaseUrl,
      dir: this.settings.dir,
      marqueVersion: marqueVersion(),
    });
    const deleted = pruneBackups(this.settings.dir, this.settings.keep);
    this.logger.log(
      `Backup written: ${written.file} (${written.bytes} bytes` +
        `${deleted.length > 0 ? `; ${deleted.length} older deleted, ${this.settings.keep} kept` : ''})`,
    );
    return written;
  }
}

function infoOf(written: WrittenBackup): BackupInfo {
  return {
    name: basename(written.file),
    file: written.file,
    bytes: written.bytes,
    createdAt: written.manifest.createdAt,
  };
}

/** `marque-2026-11-28T14-05-03.123Z.backup.gz` → `2026-11-28T14:05:03.123Z`. */
function createdAtOf(name: string): string {
  const stamp = name.slice('marque-'.length, name.indexOf('Z') + 1);
  return stamp.replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3');
}
