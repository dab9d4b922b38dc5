import { Module, type DynamicModule } from '@nestjs/common';
import { ArchiveModule } from './archive/archive.module';
import { AuthModule } from './auth/auth.module';
import { DatabaseModule } from './database/database.module';
import { ExportsModule } from './exports/exports.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { RoundsModule } from './rounds/rounds.module';
import { RulesetsModule } from './rulesets/rulesets.module';
import { StandingsModule } from './standings/standings.module';
import { TablesModule } from './tables/tables.module';
import { TeamsModule } from './teams/teams.module';
import { TournamentsModule } from './tournaments/tournaments.module';

@Module({})
export class AppModule {
  static forRoot(options: { databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot(options.databaseUrl),
        EventsModule.forRoot(options.databaseUrl),
        HealthModule,
        RateLimitsModule,
        RulesetsModule,
        AuthModule,
        TournamentsModule,
        TeamsModule,
        RoundsModule,
        TablesModule,
        StandingsModule,
        ExportsModule,
        ArchiveModule,
      ],
    };
  }
}
