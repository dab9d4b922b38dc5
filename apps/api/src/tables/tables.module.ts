import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module';
import { RefereeController } from './referee.controller';
import { TableAccessGuard } from './table-access.guard';
import { TablesController } from './tables.controller';
import { TablesRepository } from './tables.repository';
import { TablesService } from './tables.service';

@Module({
  imports: [StandingsModule],
  controllers: [TablesController, RefereeController],
  providers: [TablesService, TablesRepository, TableAccessGuard],
})
export class TablesModule {}
