import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  // Ten tries a minute per address: enough for a typo, too few to guess a password.
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOkResponse({ description: '{ accessToken }' })
  @ApiUnauthorizedResponse({ description: 'Wrong e-mail or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  login(@Body() body: LoginDto): Promise<{ accessToken: string }> {
    return this.auth.login(body.email, body.password);
  }
}
