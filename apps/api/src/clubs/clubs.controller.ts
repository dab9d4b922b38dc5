import { Body, Controller, Delete, Get, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ClubView } from '@marque/contracts';
import { actorOf, callingOrganiser, type RequestWithCaller } from '../auth/access';
import { AdministratorGuard, OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { ClubsService } from './clubs.service';
import { AddClubMemberDto } from './dto/add-club-member.dto';
import { CreateClubDto } from './dto/create-club.dto';

@ApiTags('clubs')
@ApiBearerAuth()
@Controller('clubs')
export class ClubsController {
  constructor(private readonly clubs: ClubsService) {}

  @Get()
  @UseGuards(OrganiserGuard)
  @ApiOkResponse({ description: "Every club for the administrator, the organiser's own otherwise" })
  list(@Req() request: RequestWithCaller): Promise<ClubView[]> {
    return this.clubs.list(callingOrganiser(request));
  }

  @Post()
  @UseGuards(AdministratorGuard)
  @ApiCreatedResponse({ description: 'The club, without members yet' })
  @ApiForbiddenResponse({ description: 'Not the administrator' })
  create(@Body() body: CreateClubDto, @Req() request: RequestWithCaller): Promise<ClubView> {
    return this.clubs.create(body.name, actorOf(request));
  }

  @Post(':clubId/members')
  @UseGuards(AdministratorGuard)
  @ApiCreatedResponse({ description: 'The club with its members' })
  @ApiNotFoundResponse({ description: 'No such club or account' })
  addMember(
    @Param('clubId', uuidParam('clubId')) clubId: string,
    @Body() body: AddClubMemberDto,
    @Req() request: RequestWithCaller,
  ): Promise<ClubView> {
    return this.clubs.addMember(clubId, body.accountId, actorOf(request));
  }

  @Delete(':clubId/members/:accountId')
  @UseGuards(AdministratorGuard)
  @ApiOkResponse({ description: 'The club with its members' })
  @ApiNotFoundResponse({ description: 'No such club, or the account is not a member' })
  removeMember(
    @Param('clubId', uuidParam('clubId')) clubId: string,
    @Param('accountId', uuidParam('accountId')) accountId: string,
    @Req() request: RequestWithCaller,
  ): Promise<ClubView> {
    return this.clubs.removeMember(clubId, accountId, actorOf(request));
  }
}
