import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process: what the app sends arrives here. */
export async function startSmtp(mails: Mail[]): Promise<SMTPServer & { port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(server, { port });
}

/** Quoted-printable soft breaks and escapes undone, so the test reads the mail as written. */
export const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Polls `read` until it gives a value (background work: mail, the job queue). */
export const until = async <T>(
  read: () => Promise<T | undefined>,
  what: string,
  ms = 20_000,
): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const qpBytes = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/**
 * A text mail as its reader sees it: the headers' encoded words (`=?UTF-8?Q?…?=`) and the body's
 * quoted-printable or base64 turned back into UTF-8 text (Danish letters included).
 */
export function decodedMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const words = (value: string) =>
    value.replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_m, kind: string, word: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64')
        : qpBytes(word.replace(/_/g, ' '))
      ).toString('utf8'),
    );
  const subject = words(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qpBytes(body).toString('utf8')
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}
