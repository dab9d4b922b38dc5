import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { InvitationsController } from './invitations.controller';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { Mailer } from './mailer';

@Module({
  imports: [ClubsModule],
  controllers: [InvitationsController],
  providers: [InvitationsService, InvitationsRepository, Mailer],
})
export class InvitationsModule {}
