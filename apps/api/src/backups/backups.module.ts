import { Global, Module, type DynamicModule } from '@nestjs/common';
import { BACKUP_SETTINGS, type BackupSettings } from './backup-settings';
import { BackupsController } from './backups.controller';
import { BackupsRepository } from './backups.repository';
import { BackupsService } from './backups.service';

/** Global: the standings' publication tells it when a round is over (automatic backups). */
@Global()
@Module({})
export class BackupsModule {
  static forRoot(settings: BackupSettings): DynamicModule {
    return {
      module: BackupsModule,
      controllers: [BackupsController],
      providers: [
        { provide: BACKUP_SETTINGS, useValue: settings },
        BackupsRepository,
        BackupsService,
      ],
      exports: [BackupsService],
    };
  }
}
