import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ClubRef, SeriesInvitationView, SeriesView } from '@marque/contracts';
import { actorOf, callingOrganiser, type RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { InviteSeriesClubDto } from './dto/invite-series-club.dto';
import { SeriesClubsService } from './series-clubs.service';

/** A series across clubs: invitations from its own club, answers from the invited one. */
@ApiTags('series')
@ApiBearerAuth()
@UseGuards(OrganiserGuard)
@Controller('series')
export class SeriesClubsController {
  constructor(private readonly seriesClubs: SeriesClubsService) {}

  @Get('invitations')
  @ApiOkResponse({
    description: "The invitations waiting for an answer from the organiser's clubs",
  })
  invitationsTo(@Req() request: RequestWithCaller): Promise<SeriesInvitationView[]> {
    return this.seriesClubs.invitationsTo(callingOrganiser(request));
  }

  @Get(':id/invitations')
  @ApiOkResponse({
    description: "The series' invitations not answered yet (its own club's members)",
  })
  invitationsOf(
    @Param('id', uuidParam('id')) id: string,
    @Req() request: RequestWithCaller,
  ): Promise<SeriesInvitationView[]> {
    return this.seriesClubs.invitationsOf(id, callingOrganiser(request));
  }

  @Get(':id/club-choices')
  @ApiOkResponse({ description: 'The clubs it may invite: ids and names only' })
  choices(
    @Param('id', uuidParam('id')) id: string,
    @Req() request: RequestWithCaller,
  ): Promise<ClubRef[]> {
    return this.seriesClubs.choices(id, callingOrganiser(request));
  }

  @Post(':id/clubs')
  @ApiCreatedResponse({ description: 'The invitation, waiting for a member of that club' })
  invite(
    @Param('id', uuidParam('id')) id: string,
    @Body() body: InviteSeriesClubDto,
    @Req() request: RequestWithCaller,
  ): Promise<SeriesInvitationView> {
    return this.seriesClubs.invite(id, body.clubId, callingOrganiser(request), actorOf(request));
  }

  @Post(':id/clubs/:clubId/accept')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The series, the club taking part' })
  accept(
    @Param('id', uuidParam('id')) id: string,
    @Param('clubId', uuidParam('clubId')) clubId: string,
    @Req() request: RequestWithCaller,
  ): Promise<SeriesView> {
    return this.seriesClubs.accept(id, clubId, callingOrganiser(request), actorOf(request));
  }

  @Post(':id/clubs/:clubId/decline')
  @HttpCode(HttpStatus.NO_CONTENT)
  decline(
    @Param('id', uuidParam('id')) id: string,
    @Param('clubId', uuidParam('clubId')) clubId: string,
    @Req() request: RequestWithCaller,
  ): Promise<void> {
    return this.seriesClubs.decline(id, clubId, callingOrganiser(request), actorOf(request));
  }

  @Delete(':id/clubs/:clubId')
  @ApiOkResponse({ description: 'The series without the club (an invitation withdrawn)' })
  remove(
    @Param('id', uuidParam('id')) id: string,
    @Param('clubId', uuidParam('clubId')) clubId: string,
    @Req() request: RequestWithCaller,
  ): Promise<SeriesView> {
    return this.seriesClubs.remove(id, clubId, callingOrganiser(request), actorOf(request));
  }
}
