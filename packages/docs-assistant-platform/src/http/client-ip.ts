import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Which proxies in front of the server are trusted to say who the client is (`TRUST_PROXY`):
 * none, a number of hops, or the proxies' addresses and subnets.
 */
export type ProxyTrust = { hops: number } | { addresses: BlockList } | null;

/**
 * `TRUST_PROXY`: `false` (default) or empty trusts no proxy; a number trusts that many hops in
 * front; `true` is one hop; otherwise a comma-separated list of addresses or CIDR subnets.
 */
export function parseProxyTrust(raw: string | undefined): ProxyTrust {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(value)) return null;
  if (['true', 'yes'].includes(value)) return { hops: 1 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = new BlockList();
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIP(address);
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`TRUST_PROXY: "${entry}" is not a hop count, an address or a CIDR subnet`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) addresses.addAddress(address, type);
    else addresses.addSubnet(address, Number(bits), type);
  }
  return { addresses };
}

/** `::ffff:10.0.0.1` is 10.0.0.1. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function trusted(trust: { addresses: BlockList }, address: string): boolean {
  const ip = plain(address);
  const family = isIP(ip);
  return family !== 0 && trust.addresses.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client in a chain of addresses, nearest last: the `X-Forwarded-For` entries, then the
 * socket's peer. Each proxy appends the address it saw, so only the right-most entries were written
 * by proxies; anything to their left came from the client and may be forged. The client is the
 * right-most address not written by a trusted proxy.
 */
export function clientFromChain(chain: string[], trust: ProxyTrust): string {
  const hops = chain.filter(Boolean);
  if (hops.length === 0) return 'unknown';
  if (!trust) return hops.at(-1)!;
  if ('hops' in trust) return hops[Math.max(0, hops.length - 1 - trust.hops)]!;
  for (let i = hops.length - 1; i > 0; i--) if (!trusted(trust, hops[i]!)) return hops[i]!;
  return hops[0]!;
}

/**
 * The visitor's address. A request with no socket at all was handed over in-process by the
 * reference proxy, which appends the visitor's address: that last entry is the visitor.
 */
export function clientIp(c: Context, trust: ProxyTrust): string {
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim());
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    return forwarded.filter(Boolean).at(-1) ?? 'unknown';
  }
  if (!socket) return 'unknown';
  return clientFromChain(trust ? [...forwarded, socket] : [socket], trust);
}
