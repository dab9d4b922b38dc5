import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DATABASE_URL } from '../database/database.tokens';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { EventsController } from './events.controller';
import { EventsListener } from './events.listener';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { StreamAdmission } from './stream-admission';
import { StreamReads } from './stream-reads';

/** Live events of a tournament: appended by the features that change it, streamed over SSE. */
@Global()
@Module({})
export class EventsModule {
  /** `databaseUrl` is where the listener opens its own LISTEN connection. */
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: EventsModule,
      imports: [TournamentsModule],
      controllers: [EventsController],
      providers: [
        { provide: DATABASE_URL, useValue: databaseUrl },
        EventsService,
        EventsRepository,
        EventsListener,
        StreamReads,
        StreamAdmission,
      ],
      exports: [EventsService, StreamAdmission],
    };
  }
}
