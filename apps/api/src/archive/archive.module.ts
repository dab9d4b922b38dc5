import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { PeopleModule } from '../people/people.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { ArchivePeopleService } from './archive-people';
import { ArchiveController } from './archive.controller';
import { ArchiveRepository } from './archive.repository';
import { ArchiveService } from './archive.service';

@Module({
  imports: [TournamentsModule, ClubsModule, PeopleModule],
  controllers: [ArchiveController],
  providers: [ArchiveService, ArchiveRepository, ArchivePeopleService],
})
export class ArchiveModule {}
