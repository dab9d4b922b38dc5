import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

/**
 * Mail, only where MARQUE_SMTP_URL is set (`smtp://user:password@host:587`, `smtps://…`), from
 * MARQUE_SMTP_FROM. Without it nothing is sent: the organiser copies the link shown instead.
 */
@Injectable()
export class Mailer implements OnApplicationBootstrap {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;
  private readonly from: string;

  constructor() {
    const url = process.env['MARQUE_SMTP_URL']?.trim();
    this.transport = url ? createTransport(url) : null;
    this.from = process.env['MARQUE_SMTP_FROM']?.trim() || 'Marque <marque@localhost>';
  }

  onApplicationBootstrap(): void {
    if (!this.transport)
      this.logger.log('MARQUE_SMTP_URL is not set: invitations are shown to copy, not mailed');
  }

  /** Whether the mail was handed to the SMTP server; a server that refuses it is logged, not thrown. */
  async send(mail: { to: string; subject: string; text: string }): Promise<boolean> {
    if (!this.transport) return false;
    try {
      await this.transport.sendMail({ from: this.from, ...mail });
      return true;
    } catch (error) {
      this.logger.warn(`An invitation could not be mailed: ${(error as Error).message}`);
      return false;
    }
  }
}
