import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

export const WEBHOOK_MESSAGES = {
  invalid: 'Skriv en gyldig adresse (https://…)',
  httpsOnly: 'Webhook-adressen skal begynde med https://',
  privateAddress: 'Webhook-adressen peger på et lokalt eller privat netværk',
};

/** IPv6's global unicast space (RFC 4291); all else (NAT64, IPv4-compatible, ULA …) is inside or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** Anything but global unicast; an IPv4-mapped IPv6 address is judged as its IPv4. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // ipaddr.js reads any dotted tail as IPv4-mapped (`::8.8.8.8`); the URL parser's form is exact.
    parsed = ipaddr.parse(
      family === 6 ? new URL(`http://[${address}]`).hostname.slice(1, -1) : address,
    );
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.range() !== 'unicast') return true;
  return parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6);
}

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

/** Checks the address actually connected to, so DNS rebinding between save and send cannot reach inside. */
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
