import { isForbiddenAddress, WEBHOOK_MESSAGES, webhookUrlProblem } from './webhook-address.js';

describe('webhook addresses', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    // Ways around an IPv4 list: NAT64, 6to4, IPv4-compatible IPv6, benchmarking, documentation.
    '64:ff9b::a00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::1',
    '2002:a00:1::1',
    '::127.0.0.1',
    '::10.0.0.1',
    '::8.8.8.8',
    '198.18.0.1',
    '198.19.255.254',
    '192.0.2.1',
    '240.0.0.1',
    '255.255.255.255',
    '2001::1',
    '2001:db8::1',
    'fec0::1',
    '100::1',
    '4000::1',
    'not-an-address',
    'fe80::1%eth0',
  ])('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
    '172.32.0.1',
    '198.20.0.1',
  ])('allows %s', (address) => expect(isForbiddenAddress(address)).toBe(false));

  it('wants https, a public host, unless private addresses are allowed', () => {
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/x', false)).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(webhookUrlProblem('https://[::1]:8443/x', false)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(webhookUrlProblem('https://10.2.3.4/x', false)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(webhookUrlProblem('https://localhost/x', false)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(webhookUrlProblem('ftp://hooks.example.com', false)).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(webhookUrlProblem('nonsense', false)).toBe(WEBHOOK_MESSAGES.invalid);
    expect(webhookUrlProblem('http://127.0.0.1:9000/x', true)).toBeNull();
  });
});
