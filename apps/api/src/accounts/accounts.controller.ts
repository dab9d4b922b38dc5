import { Body, Controller, Get, Param, Patch, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AccountView } from '@marque/contracts';
import { actorOf, type RequestWithCaller } from '../auth/access';
import { AdministratorGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { AccountsService } from './accounts.service';
import { UpdateAccountDto } from './dto/update-account.dto';

/** The administrator's list of organiser accounts. */
@ApiTags('accounts')
@ApiBearerAuth()
@Controller('accounts')
@UseGuards(AdministratorGuard)
@ApiForbiddenResponse({ description: 'Not the administrator' })
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @ApiOkResponse({ description: 'Every organiser account, with its clubs' })
  list(): Promise<AccountView[]> {
    return this.accounts.list();
  }

  @Patch(':accountId')
  @ApiOkResponse({ description: 'The account: disabled, its logins refused from now on' })
  @ApiNotFoundResponse({ description: 'No such account' })
  @ApiConflictResponse({ description: 'The administrator cannot be disabled' })
  update(
    @Param('accountId', uuidParam('accountId')) accountId: string,
    @Body() body: UpdateAccountDto,
    @Req() request: RequestWithCaller,
  ): Promise<AccountView> {
    return this.accounts.setDisabled(accountId, body.disabled, actorOf(request));
  }
}
