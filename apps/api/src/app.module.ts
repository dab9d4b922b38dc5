import { Module, type DynamicModule } from '@nestjs/common';
import { ArchiveModule } from './archive/archive.module';
import { AccountsModule } from './accounts/accounts.module';
import { AuthModule } from './auth/auth.module';
import { ClubsModule } from './clubs/clubs.module';
import { BackupsModule } from './backups/backups.module';
import type { BackupSettings } from './backups/backup-settings';
import { DatabaseModule } from './database/database.module';
import { ExportsModule } from './exports/exports.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { EntrantsModule } from './melee/entrants.module';
import { PeopleModule } from './people/people.module';
import { InvitationsModule } from './invitations/invitations.module';
import { MetricsModule } from './metrics/metrics.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { RoundsModule } from './rounds/rounds.module';
import { RatingsModule } from './ratings/ratings.module';
import { RulesetsModule } from './rulesets/rulesets.module';
import { SeriesModule } from './series/series.module';
import { StandingsModule } from './standings/standings.module';
import { TablesModule } from './tables/tables.module';
import { TeamsModule } from './teams/teams.module';
import { TournamentsModule } from './tournaments/tournaments.module';

@Module({})
export class AppModule {
  static forRoot(options: { databaseUrl: string; backups: BackupSettings }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot(options.databaseUrl),
        MetricsModule,
        EventsModule.forRoot(options.databaseUrl),
        HealthModule,
        RateLimitsModule,
        RulesetsModule,
        AuthModule,
        ClubsModule,
        AccountsModule,
        InvitationsModule,
        TournamentsModule,
        TeamsModule,
        PeopleModule,
        EntrantsModule,
        RatingsModule,
        RoundsModule,
        TablesModule,
        StandingsModule,
        ExportsModule,
        ArchiveModule,
        SeriesModule,
        BackupsModule.forRoot(options.backups),
      ],
    };
  }
}
