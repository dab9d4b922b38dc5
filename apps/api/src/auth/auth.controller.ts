import {
  Body,
  Controller,
  Get,
  HttpCode,
  Patch,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiServiceUnavailableResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrganiserView } from '@marque/contracts';
import { ClubsRepository } from '../clubs/clubs.repository';
import { clientAddress } from '../rate-limits/client-address';
import { callingOrganiser, type RequestWithCaller } from './access';
import { AuthService } from './auth.service';
import { assertNotCrossSite } from './csrf';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { UpdateMeDto } from './dto/update-me.dto';
import { OrganiserGuard } from './organiser.guard';
import { clearedSessionCookie, SESSION_COOKIE, setSession } from './session-cookie';
import { UsersRepository } from './users.repository';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersRepository,
    private readonly clubs: ClubsRepository,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({
    description: `{ accessToken }, for Authorization: Bearer; also the browser's session cookie (${SESSION_COOKIE})`,
  })
  @ApiUnauthorizedResponse({ description: 'Wrong e-mail or password' })
  @ApiForbiddenResponse({ description: 'The account is disabled' })
  @ApiTooManyRequestsResponse({
    description:
      'Ten wrong passwords a minute for one account from one address, thirty in ten minutes from anywhere; Retry-After says when to try again',
  })
  @ApiServiceUnavailableResponse({
    description:
      'PASSWORD_CHECKS_BUSY: too many passwords are being checked at once; Retry-After says when to try again',
  })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ accessToken: string }> {
    const login = await this.auth.login(body.email, body.password, clientAddress(request));
    setSession(request, reply, login.accessToken);
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
  @ApiOkResponse({
    description: '{ id, email, displayName, administrator, clubs }: the organiser signed in',
  })
  async me(@Req() request: RequestWithCaller): Promise<OrganiserView> {
    const organiser = callingOrganiser(request);
    return { ...organiser, clubs: await this.clubs.clubsOf(organiser.id) };
  }

  @Patch('me')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOkResponse({ description: 'The organiser, with the name the console and the audit show' })
  async rename(
    @Body() body: UpdateMeDto,
    @Req() request: RequestWithCaller,
  ): Promise<OrganiserView> {
    const organiser = callingOrganiser(request);
    await this.users.setDisplayName(organiser.id, body.displayName);
    return {
      ...organiser,
      displayName: body.displayName,
      clubs: await this.clubs.clubsOf(organiser.id),
    };
  }

  @Put('password')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOkResponse({
    description:
      "{ accessToken }: this session's new login (and cookie); every other login of the account ends",
  })
  @ApiForbiddenResponse({ description: 'The current password is wrong' })
  @ApiTooManyRequestsResponse({ description: 'Wrong current passwords count as wrong logins' })
  async changePassword(
    @Body() body: ChangePasswordDto,
    @Req() request: RequestWithCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ accessToken: string }> {
    const login = await this.auth.changePassword(
      callingOrganiser(request),
      body,
      clientAddress(request),
    );
    setSession(request, reply, login.accessToken);
    return login;
  }
}
