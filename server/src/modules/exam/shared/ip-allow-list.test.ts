import { addressAllowed, cleanAllowList, invalidAllowEntries, normalizeAddress } from './ip-allow-list';

describe('IP allow-list', () => {
  it('should accept addresses and CIDR ranges of both families and reject everything else', () => {
    expect(invalidAllowEntries(['10.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::1', '2001:db8::/32', '::/0'])).toEqual([]);
    expect(
      invalidAllowEntries(['10.0.0.256', '10.0.0.0/33', '2001:db8::/129', 'host.example', '10.0.0.0/', '10.0.0.0/8/1', '10.0.0.0/-1', '']),
    ).toHaveLength(8);
  });

  it('should match addresses inside the ranges only, with IPv4-mapped IPv6 callers seen as IPv4', () => {
    const list = ['192.0.2.0/24', '198.51.100.7', '2001:db8:1::/48'];
    expect(addressAllowed(list, '192.0.2.200')).toBe(true);
    expect(addressAllowed(list, '::ffff:192.0.2.1')).toBe(true);
    expect(addressAllowed(list, '198.51.100.7')).toBe(true);
    expect(addressAllowed(list, '198.51.100.8')).toBe(false);
    expect(addressAllowed(list, '2001:db8:1:ffff::9')).toBe(true);
    expect(addressAllowed(list, '2001:db8:2::9')).toBe(false);
    expect(addressAllowed(list, '')).toBe(false);
    expect(addressAllowed([], 'anything')).toBe(true);
  });

  it('should clean blanks and duplicates and normalise mapped addresses', () => {
    expect(cleanAllowList([' 10.0.0.1 ', '', '10.0.0.1', '::1'])).toEqual(['10.0.0.1', '::1']);
    expect(cleanAllowList(null)).toEqual([]);
    expect(normalizeAddress('::FFFF:10.1.2.3')).toBe('10.1.2.3');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
