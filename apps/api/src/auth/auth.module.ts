import { randomBytes } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OrganiserGuard } from './organiser.guard';
import { OwnershipRepository } from './ownership.repository';
import { UsersRepository } from './users.repository';

@Global()
@Module({
  imports: [
    JwtModule.register({
      // Without MARQUE_JWT_SECRET, tokens last until the API restarts.
      secret: process.env['MARQUE_JWT_SECRET'] || randomBytes(32).toString('hex'),
      signOptions: { expiresIn: '12h' },
    }),
    ThrottlerModule.forRoot([{ name: 'default', limit: 10, ttl: 60_000 }]),
  ],
  controllers: [AuthController],
  providers: [AuthService, UsersRepository, OwnershipRepository, OrganiserGuard],
  exports: [AuthService, OrganiserGuard, ThrottlerModule],
})
export class AuthModule {}
