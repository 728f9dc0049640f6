/** Most entries of an IP allow-list (the server's MAX_IP_ALLOW_ENTRIES). */
export const MAX_IP_ALLOW_ENTRIES = 50;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** A plain IPv6 address, checked by the browser's own URL parser (it refuses malformed hosts). */
function isIpv6(address: string): boolean {
  if (!address.includes(':') || !/^[0-9a-f:.]+$/i.test(address)) {
    return false;
  }
  try {
    return new URL(`http://[${address}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/**
 * The server's rule (shared/ip-allow-list.ts, node's net.isIP): an IPv4 or IPv6 address, optionally with a
 * CIDR prefix length (0..32 / 0..128).
 */
export function isAllowEntry(entry: string): boolean {
  const parts = entry.trim().split('/');
  if (parts.length > 2) {
    return false;
  }
  const [address = '', prefix] = parts;
  const max = IPV4.test(address) ? 32 : isIpv6(address) ? 128 : -1;
  if (max < 0) {
    return false;
  }
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
}

/** The first entry that is not an address or range, if any. */
export function firstInvalidEntry(entries: readonly string[]): string | undefined {
  return entries.find((entry) => !isAllowEntry(entry));
}
