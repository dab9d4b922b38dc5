import { randomBytes } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OrganiserGuard } from './organiser.guard';
import { OwnershipRepository } from './ownership.repository';
import { UsersRepository } from './users.repository';
import { LOGIN_SECONDS } from './session-cookie';

@Global()
@Module({
  imports: [
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
  providers: [AuthService, UsersRepository, OwnershipRepository, OrganiserGuard, AdminGuard],
  exports: [AuthService, OrganiserGuard, AdminGuard],
})
export class AuthModule {}
