import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';

@Module({})
export class AppModule {
  static forRoot(options: { databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [DatabaseModule.forRoot(options.databaseUrl), HealthModule],
    };
  }
}
