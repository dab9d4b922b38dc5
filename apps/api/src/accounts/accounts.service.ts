import { HttpStatus, Injectable } from '@nestjs/common';
import type { AccountView } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import { PrismaService } from '../database/prisma.service';
import { auditAccounts } from './account-audit';
import { AccountsRepository } from './accounts.repository';

/** The administrator's hand on accounts: the list, and disabling one (or enabling it again). */
@Injectable()
export class AccountsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly accounts: AccountsRepository,
  ) {}

  list(): Promise<AccountView[]> {
    return this.accounts.list();
  }

  /** 409 for an administrator: the instance would have nobody left to enable accounts again. */
  setDisabled(id: string, disabled: boolean, actor: string): Promise<AccountView> {
    return this.prisma.inTransaction(async (tx) => {
      const account = await this.accounts.find(tx, id);
      if (!account)
        throw new ApiError(HttpStatus.NOT_FOUND, 'ACCOUNT_NOT_FOUND', 'No such account');
      if (account.administrator && disabled)
        throw new ApiError(
          HttpStatus.CONFLICT,
          'ADMINISTRATOR_CANNOT_BE_DISABLED',
          'The administrator cannot be disabled',
        );
      if (account.disabled === disabled) return account;
      await this.accounts.setDisabled(tx, id, disabled);
      await auditAccounts(tx, {
        action: disabled ? 'account.disabled' : 'account.enabled',
        actor,
        after: { accountId: id, email: account.email },
      });
      return { ...account, disabled };
    });
  }
}
