import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

export const WEBHOOK_MESSAGES = {
  invalid: 'Skriv en gyldig adresse (https://…)',
  httpsOnly: 'Webhook-adressen skal begynde med https://',
  privateAddress: 'Webhook-adressen peger på et lokalt eller privat netværk',
};

// Loopback, private, link-local, carrier-grade NAT, "this network", multicast and broadcast.
const forbidden = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  forbidden.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  forbidden.addSubnet(net, prefix, 'ipv6');

/** True for an address a webhook must never reach (IPv4-mapped IPv6 judged as its IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return forbidden.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a webhook URL is refused when saved or sent (Danish), or null when it may be used. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MESSAGES.invalid;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return WEBHOOK_MESSAGES.httpsOnly;
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return WEBHOOK_MESSAGES.privateAddress;
  if (isIP(host) && isForbiddenAddress(host)) return WEBHOOK_MESSAGES.privateAddress;
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses a name resolving to a forbidden address: the address
 * checked is the one connected to, so a DNS answer that changes between save and send (rebinding)
 * cannot reach inside.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number },
    callback: LookupCallback,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((a) => isForbiddenAddress(a.address))) {
        const refused: NodeJS.ErrnoException = new Error(WEBHOOK_MESSAGES.privateAddress);
        refused.code = 'ARBI_PRIVATE_ADDRESS';
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
