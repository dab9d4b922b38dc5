import { Module } from '@nestjs/common';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { ArchiveController } from './archive.controller';
import { ArchiveRepository } from './archive.repository';
import { ArchiveService } from './archive.service';

@Module({
  imports: [TournamentsModule],
  controllers: [ArchiveController],
  providers: [ArchiveService, ArchiveRepository],
})
export class ArchiveModule {}
