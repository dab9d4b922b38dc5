import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InvitationCreated, InvitationPreview } from '@marque/contracts';
import { callingOrganiser, type RequestWithCaller } from '../auth/access';
import { AuthService } from '../auth/auth.service';
import { OrganiserGuard } from '../auth/organiser.guard';
import { setSession } from '../auth/session-cookie';
import { clientAddress } from '../rate-limits/client-address';
import { AcceptInvitationDto } from './dto/accept-invitation.dto';
import { CreateInvitationDto } from './dto/create-invitation.dto';
import { InvitationTokenDto } from './dto/invitation-token.dto';
import { InvitationsService } from './invitations.service';

const TOKEN_GUESSES =
  'Ten wrong tokens a minute from one address, thirty in ten minutes; Retry-After says when to try again';

@ApiTags('invitations')
@Controller('invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly auth: AuthService,
  ) {}

  @Post()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: 'The link, shown once; mailed where SMTP is configured' })
  @ApiConflictResponse({ description: 'An account has this e-mail address' })
  invite(
    @Body() body: CreateInvitationDto,
    @Req() request: RequestWithCaller,
  ): Promise<InvitationCreated> {
    return this.invitations.invite(callingOrganiser(request), body, originOf(request));
  }

  @Post('lookup')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Whom the invitation is for, in which club, from whom' })
  @ApiNotFoundResponse({ description: 'No invitation has this token' })
  @ApiConflictResponse({ description: 'Already used' })
  @ApiGoneResponse({ description: 'Expired' })
  @ApiTooManyRequestsResponse({ description: TOKEN_GUESSES })
  lookup(
    @Body() body: InvitationTokenDto,
    @Req() request: FastifyRequest,
  ): Promise<InvitationPreview> {
    return this.invitations.preview(body.token, clientAddress(request));
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOkResponse({
    description: '{ accessToken }, and the session cookie: the new organiser is signed in',
  })
  @ApiNotFoundResponse({ description: 'No invitation has this token' })
  @ApiConflictResponse({ description: 'Already used, or an account has its e-mail address' })
  @ApiGoneResponse({ description: 'Expired' })
  @ApiTooManyRequestsResponse({ description: TOKEN_GUESSES })
  async accept(
    @Body() body: AcceptInvitationDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ accessToken: string }> {
    const user = await this.invitations.accept(body, clientAddress(request));
    const accessToken = await this.auth.tokenFor(user);
    setSession(request, reply, accessToken);
    return { accessToken };
  }
}

/** The origin of the page that asks (a browser's Origin header), if it is an http(s) one. */
function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
