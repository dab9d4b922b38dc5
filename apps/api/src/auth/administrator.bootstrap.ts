import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Passwords } from './passwords';
import { UsersRepository } from './users.repository';

/**
 * The instance's administrator: the organiser named by MARQUE_ADMIN_EMAIL / MARQUE_ADMIN_PASSWORD,
 * made at every start where both are set (enabled, administrator). The password is written
 * (ending that organiser's earlier logins) only when it changed: a restart with the same one
 * keeps everybody logged in.
 */
@Injectable()
export class AdministratorBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdministratorBootstrap.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: Passwords,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = process.env['MARQUE_ADMIN_EMAIL']?.trim();
    const password = process.env['MARQUE_ADMIN_PASSWORD'];
    if (!email || !password) return;
    const existing = await this.users.findByEmail(email);
    const unchanged =
      existing !== null && (await this.passwords.matches(password, existing.passwordHash));
    await this.users.upsertAdministrator(
      email,
      unchanged ? null : await this.passwords.hash(password),
    );
    this.logger.log(`Organiser account ready: ${email}`);
  }
}
