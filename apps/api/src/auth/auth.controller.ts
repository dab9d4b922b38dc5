import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../rate-limits/client-address';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ accessToken }' })
  @ApiUnauthorizedResponse({ description: 'Wrong e-mail or password' })
  @ApiTooManyRequestsResponse({
    description:
      'Ten wrong passwords a minute for one account from one address, thirty in ten minutes from anywhere; Retry-After says when to try again',
  })
  login(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<{ accessToken: string }> {
    return this.auth.login(body.email, body.password, clientAddress(request));
  }
}
