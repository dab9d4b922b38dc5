import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module';
import { ConfirmationsController } from './confirmations.controller';
import { ConfirmationsRepository } from './confirmations.repository';
import { ConfirmationsService } from './confirmations.service';
import { RefereeController } from './referee.controller';
import { RefereePasses } from './referee-pass';
import { TableAccessGuard } from './table-access.guard';
import { TablesController } from './tables.controller';
import { TablesRepository } from './tables.repository';
import { TablesService } from './tables.service';

@Module({
  imports: [StandingsModule],
  controllers: [TablesController, ConfirmationsController, RefereeController],
  providers: [
    TablesService,
    TablesRepository,
    TableAccessGuard,
    RefereePasses,
    ConfirmationsService,
    ConfirmationsRepository,
  ],
})
export class TablesModule {}
