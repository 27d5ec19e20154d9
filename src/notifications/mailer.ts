import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app.config.js';
import { PermanentDeliveryError } from './webhook-sender.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

@Injectable()
export class Mailer implements OnApplicationShutdown {
  private transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get available(): boolean {
    return Boolean(this.config.notifications.smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    const url = this.config.notifications.smtpUrl;
    if (!url) throw new PermanentDeliveryError('E-mail er ikke sat op på serveren');
    this.transport ??= createTransport({
      url,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 5000,
    });
    try {
      await this.transport.sendMail({ from: this.config.notifications.mailFrom, ...mail });
    } catch (error) {
      // The server's own text may quote the address: keep only its codes.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      throw new Error(
        `E-mail kunne ikke sendes (${[code, responseCode].filter(Boolean).join(' ') || 'ukendt fejl'})`,
        { cause: error },
      );
    }
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
