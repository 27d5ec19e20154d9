import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  guardedLookup,
  isForbiddenAddress,
  WEBHOOK_MESSAGES,
  webhookUrlProblem,
} from './webhook-address.js';

const WEBHOOK_TIMEOUT_MS = 5000;

/** A failure that no retry can fix (the address is refused): the delivery fails at once. */
export class PermanentDeliveryError extends Error {}

function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export interface WebhookPost {
  url: string;
  body: string;
  secret: string;
  event: string;
  deliveryId: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** POSTs one webhook; resolves on a 2xx answer, throws otherwise. Redirects are not followed. */
export async function postWebhook(post: WebhookPost): Promise<void> {
  const problem = webhookUrlProblem(post.url, post.allowPrivate);
  if (problem) throw new PermanentDeliveryError(problem);
  const url = new URL(post.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!post.allowPrivate && isIP(host) && isForbiddenAddress(host))
    throw new PermanentDeliveryError(WEBHOOK_MESSAGES.privateAddress);
  const status = await new Promise<number>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(post.allowPrivate) as never,
        signal: AbortSignal.timeout(post.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(post.body),
          'user-agent': 'Arbi-Webhook/1',
          'x-arbi-event': post.event,
          'x-arbi-delivery': post.deliveryId,
          'x-arbi-signature': signature(post.body, post.secret),
        },
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(post.body);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ARBI_PRIVATE_ADDRESS') throw new PermanentDeliveryError(error.message);
    if (error.name === 'TimeoutError' || error.name === 'AbortError')
      throw new Error(
        `Intet svar inden for ${(post.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} sekunder`,
      );
    throw new Error(`Kunne ikke forbinde (${error.code ?? error.name})`);
  });
  if (status < 200 || status > 299) throw new Error(`Modtageren svarede ${status}`);
}
