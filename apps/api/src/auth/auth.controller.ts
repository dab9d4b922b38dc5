import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../rate-limits/client-address';
import type { RequestWithCaller } from './access';
import { AuthService, type OrganiserIdentity } from './auth.service';
import { assertNotCrossSite, fromAnotherOrigin } from './csrf';
import { LoginDto } from './dto/login.dto';
import { OrganiserGuard } from './organiser.guard';
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({
    description: `{ accessToken }, for Authorization: Bearer; also the browser's session cookie (${SESSION_COOKIE})`,
  })
  @ApiUnauthorizedResponse({ description: 'Wrong e-mail or password' })
  @ApiTooManyRequestsResponse({
    description:
      'Ten wrong passwords a minute for one account from one address, thirty in ten minutes from anywhere; Retry-After says when to try again',
  })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ accessToken: string }> {
    const login = await this.auth.login(body.email, body.password, clientAddress(request));
    // A page of another origin (a club's site in MARQUE_CORS_ORIGINS, or a forger signing this
    // browser into another account) gets the token only, never this browser's session.
    if (!fromAnotherOrigin(request))
      reply.header('set-cookie', sessionCookie(login.accessToken, request));
    return login;
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session cookie is cleared' })
  @ApiForbiddenResponse({ description: 'Without X-Marque-CSRF, or from a page of another site' })
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): void {
    assertNotCrossSite(request);
    reply.header('set-cookie', clearedSessionCookie(request));
  }

  @Get('me')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOkResponse({ description: '{ id, email }: the organiser signed in' })
  me(@Req() request: RequestWithCaller): OrganiserIdentity {
    if (request.caller?.kind !== 'organiser') throw new Error('OrganiserGuard sets the caller');
    return request.caller.organiser;
  }
}
