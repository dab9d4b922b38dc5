import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DATABASE_URL } from './database.tokens';
import { PrismaService } from './prisma.service';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE_URL, useValue: databaseUrl }, PrismaService],
      exports: [DATABASE_URL, PrismaService],
    };
  }
}
