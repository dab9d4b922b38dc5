import { randomBytes } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ClubsModule } from '../clubs/clubs.module';
import { AdministratorBootstrap } from './administrator.bootstrap';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { ClubAccessService } from './club-access.service';
import { AdministratorGuard, OrganiserGuard } from './organiser.guard';
import { OwnershipRepository } from './ownership.repository';
import { Passwords } from './passwords';
import { UsersRepository } from './users.repository';
import { LOGIN_SECONDS } from './session-cookie';

@Global()
@Module({
  imports: [
    ClubsModule,
    // Read when the app is created, not when this file is imported.
    JwtModule.registerAsync({
      useFactory: () => ({
        // Without MARQUE_JWT_SECRET, tokens last until the API restarts.
        secret: process.env['MARQUE_JWT_SECRET'] || randomBytes(32).toString('hex'),
        // A tournament day; every token expires (tokens without `exp` are refused).
        signOptions: { expiresIn: LOGIN_SECONDS, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AdministratorBootstrap,
    Passwords,
    UsersRepository,
    OwnershipRepository,
    ClubAccessService,
    OrganiserGuard,
    AdministratorGuard,
  ],
  exports: [
    AuthService,
    ClubAccessService,
    Passwords,
    UsersRepository,
    OrganiserGuard,
    AdministratorGuard,
  ],
})
export class AuthModule {}
