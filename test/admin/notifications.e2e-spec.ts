import { jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import type { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { NotificationWorker } from '../../src/notifications/notification-worker.js';
import { isForbiddenAddress, WEBHOOK_MESSAGES } from '../../src/notifications/webhook-address.js';
import { postWebhook } from '../../src/notifications/webhook-sender.js';
import { createAdmin, signupBody, sql, type TestAdmin } from '../support/builders.js';
import { type Mail, readable, startSmtp, until } from '../support/smtp.js';
import { createTestApp } from '../support/test-app.js';

interface Hook {
  path: string;
  headers: IncomingMessage['headers'];
  raw: string;
}

describe('new-lead notifications: email and signed webhooks through the job queue', () => {
  // Deliveries happen in the background (retries are polled every 2 s): tests wait for them.
  jest.setTimeout(30_000);
  const mails: Mail[] = [];
  const hooks: Hook[] = [];
  const failuresLeft = new Map<string, number>();
  const hanging: ServerResponse[] = [];
  let smtp: SMTPServer & { port: number };
  let receiver: Server;
  let receiverUrl: string;
  let one: INestApplication;
  let two: INestApplication;
  let strict: INestApplication;

  beforeAll(async () => {
    smtp = await startSmtp(mails);
    receiver = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        hooks.push({ path, headers: req.headers, raw });
        if (path.startsWith('/hang')) return void hanging.push(res);
        const left = failuresLeft.get(path) ?? 0;
        if (left > 0) {
          failuresLeft.set(path, left - 1);
          return void res.writeHead(500).end('nej');
        }
        if (path.startsWith('/redirect'))
          return void res.writeHead(302, { location: `${receiverUrl}/ok/redirected` }).end();
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    // Two instances on one database, both running workers: each delivery must still go out once.
    const env = {
      JOBS_WORKER: 'on',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Arbi <arbi@arbi.test>',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      NOTIFY_RETRY_BASE_MS: '200',
      PUBLIC_URL: 'https://arbi.example',
    };
    one = await createTestApp(env);
    two = await createTestApp(env);
    // Production settings, no worker: for the refusals.
    strict = await createTestApp();
  });

  afterAll(async () => {
    for (const res of hanging) res.destroy();
    await Promise.all([one.close(), two.close(), strict.close()]);
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const api = (app = one) => request(app.getHttpServer());

  const settings = (admin: TestAdmin, notifications: object, app = one) =>
    api(app).put('/api/settings/me').set('Authorization', admin.bearer).send({ notifications });

  const newSecret = async (admin: TestAdmin): Promise<string> => {
    const res = await api()
      .post('/api/settings/me/webhook-secret')
      .set('Authorization', admin.bearer)
      .expect(201);
    return res.body.secret;
  };

  const withWebhook = async (
    path: string,
  ): Promise<{ admin: TestAdmin; secret: string; url: string }> => {
    const admin = await createAdmin(one);
    const url = `${receiverUrl}${path}`;
    await settings(admin, { webhookUrl: url }).expect(200);
    return { admin, secret: await newSecret(admin), url };
  };

  const signUp = async (
    admin: TestAdmin,
    overrides: Record<string, unknown> = {},
    key?: string,
  ) => {
    const body = signupBody(admin.id, overrides);
    const req = api().post('/api/start');
    if (key) req.set('Idempotency-Key', key);
    const res = await req.send(body).expect(201);
    return { id: res.body.id as string, body };
  };

  const deliveries = (admin: TestAdmin) =>
    sql<{
      id: string;
      channel: string;
      status: string;
      attempts: number;
      last_error: string | null;
      client_id: string;
    }>(one, 'select * from notification_deliveries where admin_id = ? order by created_at', [
      admin.id,
    ]);

  const hooksTo = (path: string) => hooks.filter((hook) => hook.path === path);

  it('emails the admin "Ny kunde: {name}" with the phone and a link to the customer', async () => {
    const admin = await createAdmin(one);
    const before = await api()
      .get('/api/settings/me')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(before.body.notifications).toEqual({
      email: false,
      followUpEmail: true,
      followUpHour: 7,
      webhookUrl: null,
      emailAvailable: true,
      webhookSecretSet: false,
    });
    // The panel sends the whole record back, read-only fields included.
    await settings(admin, { ...before.body.notifications, email: true }).expect(200);

    const { id, body } = await signUp(admin);
    const mail = await until(
      async () => mails.find((m) => m.to.includes(admin.email)),
      'the email',
    );
    const text = readable(mail.raw);
    expect(text).toContain(`Subject: Ny kunde: ${body.name as string}`);
    expect(text).toContain(`Telefon: ${body.phone as string}`);
    expect(text).toContain(`https://arbi.example/admin/clients/${id}/show`);
    expect(text).toContain('From: Arbi <arbi@arbi.test>');
    await until(
      async () => ((await deliveries(admin))[0]?.status === 'sent' ? true : undefined),
      'sent',
    );
  });

  it('POSTs a signed webhook with the client record, and shows the secret only once', async () => {
    const { admin, secret } = await withWebhook(`/ok/${randomUUID()}`);
    expect(secret).toMatch(/^whsec_/);
    const shown = await api()
      .get('/api/settings/me')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(shown.body.notifications.webhookSecretSet).toBe(true);
    expect(JSON.stringify(shown.body)).not.toContain(secret);

    const path = (await settings(admin, {}).expect(200)).body.notifications.webhookUrl.replace(
      receiverUrl,
      '',
    );
    const { id, body } = await signUp(admin);
    const hook = await until(async () => hooksTo(path)[0], 'the webhook');
    const expected = `sha256=${createHmac('sha256', secret).update(hook.raw).digest('hex')}`;
    expect(hook.headers['x-arbi-signature']).toBe(expected);
    expect(hook.headers['x-arbi-event']).toBe('client.created');
    const payload = JSON.parse(hook.raw);
    expect(hook.headers['x-arbi-delivery']).toBe(payload.deliveryId);
    expect(payload).toMatchObject({
      event: 'client.created',
      client: { id, name: body.name, email: body.email, phone: body.phone, archivedAt: null },
    });
    // The client record exactly as the API shows it.
    const record = await api()
      .get(`/api/clients/${id}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(payload.client).toEqual(record.body);
  });

  it('the first webhook address saved gets its secret at once, so no signup is dropped unsigned', async () => {
    const admin = await createAdmin(one);
    const path = `/first/${randomUUID()}`;
    const saved = await settings(admin, { webhookUrl: `${receiverUrl}${path}` }).expect(200);
    const secret = saved.body.notifications.newWebhookSecret;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(saved.body.notifications.webhookSecretSet).toBe(true);
    // Saved again, or another address: the secret stays and is not shown again.
    const again = await settings(admin, { webhookUrl: `${receiverUrl}${path}` }).expect(200);
    expect(again.body.notifications.newWebhookSecret).toBeUndefined();
    const read = await api().get('/api/settings/me').set('Authorization', admin.bearer).expect(200);
    expect(JSON.stringify(read.body)).not.toContain(secret);

    await signUp(admin);
    const hook = await until(async () => hooksTo(path)[0], 'the webhook');
    const expected = `sha256=${createHmac('sha256', secret).update(hook.raw).digest('hex')}`;
    expect(hook.headers['x-arbi-signature']).toBe(expected);
  });

  it('retries a receiver that fails twice and delivers on the third attempt', async () => {
    const path = `/flaky/${randomUUID()}`;
    failuresLeft.set(path, 2);
    const { admin } = await withWebhook(path);
    await signUp(admin);
    const [delivery] = await until(async () => {
      const rows = await deliveries(admin);
      return rows[0]?.status === 'sent' ? rows : undefined;
    }, 'the third attempt');
    expect(delivery.attempts).toBe(3);
    expect(hooksTo(path)).toHaveLength(3);
    expect(new Set(hooksTo(path).map((h) => h.headers['x-arbi-delivery']))).toEqual(
      new Set([delivery.id]),
    );
    const list = await api()
      .get('/api/notifications/deliveries')
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(list.headers['content-range']).toBe('deliveries 0-0/1');
    expect(list.body).toEqual([
      {
        id: delivery.id,
        event: 'client.created',
        channel: 'webhook',
        status: 'sent',
        attempts: 3,
        lastError: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('cuts a receiver that does not answer at 5 s and keeps retrying', async () => {
    const { admin } = await withWebhook(`/hang/${randomUUID()}`);
    await signUp(admin);
    const delivery = await until(
      async () => {
        const [row] = await deliveries(admin);
        return row?.attempts ? row : undefined;
      },
      'the first attempt to time out',
      15_000,
    );
    expect(delivery).toMatchObject({
      status: 'pending',
      last_error: 'Intet svar inden for 5 sekunder',
    });
  }, 30_000);

  it('does not follow a redirect: a 3xx answer is a failed attempt', async () => {
    const { admin } = await withWebhook(`/redirect/${randomUUID()}`);
    await signUp(admin);
    const delivery = await until(async () => {
      const [row] = await deliveries(admin);
      return row?.attempts ? row : undefined;
    }, 'the attempt');
    expect(delivery.last_error).toBe('Modtageren svarede 302');
    expect(hooks.some((hook) => hook.path === '/ok/redirected')).toBe(false);
  });

  it('two app instances on one database deliver each of many signups exactly once', async () => {
    const path = `/ok/${randomUUID()}`;
    const { admin } = await withWebhook(path);
    const ids = await Promise.all(
      Array.from({ length: 30 }, () => signUp(admin).then((s) => s.id)),
    );
    await until(async () => {
      const rows = await deliveries(admin);
      return rows.length === 30 && rows.every((row) => row.status === 'sent') ? true : undefined;
    }, 'all 30 deliveries');
    const received = hooksTo(path).map((hook) => JSON.parse(hook.raw).client.id as string);
    expect(received.sort()).toEqual([...ids].sort());
  });

  it('sends nothing for a replayed signup (same Idempotency-Key) or one merged into an existing card', async () => {
    const path = `/ok/${randomUUID()}`;
    const { admin } = await withWebhook(path);
    await settings(admin, { email: true }).expect(200);
    const key = randomUUID();
    const first = await signUp(admin, {}, key);
    const replay = await api()
      .post('/api/start')
      .set('Idempotency-Key', key)
      .send(first.body)
      .expect(201);
    expect(replay.body.id).toBe(first.id);
    // The same visitor again (same email and phone): kept on their card for review, no new
    // client; the answer is the signup's own receipt, never the card's id (§4).
    const merged = await api()
      .post('/api/start')
      .send({ ...first.body, name: `${first.body.name as string} B` })
      .expect(201);
    expect(merged.body.id).not.toBe(first.id);
    await until(async () => {
      const rows = await deliveries(admin);
      return rows.every((row) => row.status === 'sent') ? true : undefined;
    }, 'the first signup to be delivered');
    expect((await deliveries(admin)).map((row) => row.channel).sort()).toEqual([
      'email',
      'webhook',
    ]);
    expect(hooksTo(path)).toHaveLength(1);
    expect(mails.filter((m) => m.to.includes(admin.email))).toHaveLength(1);
  });

  it("'Send test' queues a test on each channel that is on", async () => {
    const path = `/ok/${randomUUID()}`;
    const { admin } = await withWebhook(path);
    const nothing = await createAdmin(one);
    await api().post('/api/notifications/test').set('Authorization', nothing.bearer).expect(400);

    await settings(admin, { email: true }).expect(200);
    const res = await api()
      .post('/api/notifications/test')
      .set('Authorization', admin.bearer)
      .expect(202);
    expect(res.body.map((d: { channel: string }) => d.channel).sort()).toEqual([
      'email',
      'webhook',
    ]);
    const hook = await until(async () => hooksTo(path)[0], 'the test webhook');
    expect(JSON.parse(hook.raw).event).toBe('test');
    const mail = await until(
      async () => mails.find((m) => m.to.includes(admin.email)),
      'the test mail',
    );
    expect(readable(mail.raw)).toContain('Subject: Test fra Arbi');
  });

  describe('with WEBHOOK_ALLOW_PRIVATE off', () => {
    it.each([
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
      'http://example.com/hook',
      'ikke en adresse',
    ])('refuses %s when saved', async (url) => {
      const admin = await createAdmin(strict);
      const res = await settings(admin, { webhookUrl: url }, strict).expect(400);
      expect(res.body.errors['notifications.webhookUrl']).toBeDefined();
    });

    it.each(['127.0.0.1', '10.0.0.7', '169.254.169.254', '[::1]'])(
      'never calls %s at send time',
      async (host) => {
        const before = hooks.length;
        await expect(
          postWebhook({
            url: `https://${host}/hook`,
            body: '{}',
            secret: 's',
            event: 'test',
            deliveryId: randomUUID(),
            allowPrivate: false,
          }),
        ).rejects.toThrow(WEBHOOK_MESSAGES.privateAddress);
        expect(hooks.length).toBe(before);
      },
    );

    it('checks the address a name resolves to when sending, not only the saved text', async () => {
      const admin = await createAdmin(strict);
      await api(strict)
        .put('/api/settings/me')
        .set('Authorization', admin.bearer)
        .send({ notifications: { webhookUrl: 'https://example.com/hook' } })
        .expect(200);
      // The name now points at this machine (as DNS rebinding would make it): the machine's own
      // name, which resolves to a loopback or private address.
      const port = (receiver.address() as AddressInfo).port;
      const { address } = await lookup(hostname());
      expect(isForbiddenAddress(address)).toBe(true);
      await sql(strict, "update admins set webhook_url = ?, webhook_secret = 'x' where id = ?", [
        `https://${hostname()}:${port}/rebound`,
        admin.id,
      ]);
      const [{ id }] = await sql<{ id: string }>(
        strict,
        "insert into notification_deliveries (id, admin_id, event, channel) values (gen_random_uuid(), ?, 'test', 'webhook') returning id",
        [admin.id],
      );
      await strict.get(NotificationWorker).deliver(id);
      const [row] = await sql<{ status: string; last_error: string }>(
        strict,
        'select status, last_error from notification_deliveries where id = ?',
        [id],
      );
      expect(row).toEqual({ status: 'failed', last_error: WEBHOOK_MESSAGES.privateAddress });
      expect(hooksTo('/rebound')).toHaveLength(0);
    });
  });
});
