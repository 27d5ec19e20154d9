import ipaddr from 'ipaddr.js';

/**
 * The key one client's limits are counted under: its IPv4 address, or the /64 network of an IPv6
 * address (one subscriber is given a whole /64, so counting per address would give them 2^64
 * tries). An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return address || 'unknown';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
