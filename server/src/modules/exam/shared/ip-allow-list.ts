import { BlockList, isIP } from 'node:net';

/** Most entries an examination's IP allow-list may hold. */
export const MAX_IP_ALLOW_ENTRIES = 50;

type Family = 'ipv4' | 'ipv6';

interface ParsedEntry {
  address: string;
  family: Family;
  prefix: number | null;
}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1, how a dual-stack socket reports IPv4 clients) as plain IPv4. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** One entry: an address ("10.0.0.1", "2001:db8::1") or a CIDR range ("10.0.0.0/8", "2001:db8::/32"); null when invalid. */
export function parseAllowEntry(entry: string): ParsedEntry | null {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  if (extra !== undefined) {
    return null;
  }
  const version = isIP(address);
  if (version === 0) {
    return null;
  }
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) {
    return { address, family, prefix: null };
  }
  if (!/^\d{1,3}$/.test(prefixText)) {
    return null;
  }
  const prefix = Number(prefixText);
  return prefix <= (version === 4 ? 32 : 128) ? { address, family, prefix } : null;
}

/** The entries that are not an address or CIDR range. */
export function invalidAllowEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => parseAllowEntry(entry) === null);
}

/** Trimmed, without blanks and duplicates (in the order given). */
export function cleanAllowList(entries: readonly string[] | null | undefined): string[] {
  return [...new Set((entries ?? []).map((entry) => entry.trim()).filter((entry) => entry !== ''))];
}

/**
 * A check of addresses against the entries, with the list built once (the save path asks on every save). An empty
 * list allows every address; invalid entries match nothing.
 */
export function allowListMatcher(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) {
    return () => true;
  }
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseAllowEntry(entry);
    if (!parsed) {
      continue;
    }
    if (parsed.prefix === null) {
      list.addAddress(parsed.address, parsed.family);
    } else {
      list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
  }
  return (address) => {
    const caller = normalizeAddress(address);
    const version = isIP(caller);
    return version !== 0 && list.check(caller, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** True when `address` is in one of the entries (an empty list allows every address). Invalid entries match nothing. */
export function addressAllowed(entries: readonly string[], address: string): boolean {
  return allowListMatcher(entries)(address);
}
