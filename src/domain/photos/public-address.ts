/**
 * Whether an address a photo host's name resolves to may be fetched from: only public unicast
 * addresses. A dealership's photo host is a setting staff can write, so without this check a name
 * pointed at 127.0.0.1, 10.x, 169.254.169.254 (cloud metadata) or a private IPv6 range would make
 * the server fetch from its own network for anyone who asks.
 */
const V4_BLOCKED: readonly [number, number][] = [
  [0x00000000, 8], // this network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local, cloud metadata
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0000200, 24], // documentation
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xc6336400, 24], // documentation
  [0xcb007100, 24], // documentation
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved and broadcast
];

function v4Number(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

function publicV4(address: string): boolean {
  const n = v4Number(address);
  if (n === null) return false;
  return !V4_BLOCKED.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

function expandV6(address: string): number[] | null {
  const [head, tail, ...rest] = address.toLowerCase().split('::');
  if (rest.length > 0 || head === undefined) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const last = right.length > 0 ? right[right.length - 1] : left[left.length - 1];
  // An IPv4 tail (::ffff:1.2.3.4) is two groups.
  if (last?.includes('.')) {
    const n = v4Number(last);
    if (n === null) return null;
    const pair = [Math.floor(n / 65536).toString(16), (n % 65536).toString(16)];
    if (right.length > 0) right.splice(-1, 1, ...pair);
    else left.splice(-1, 1, ...pair);
  }
  const missing = 8 - left.length - right.length;
  if ((tail === undefined && missing !== 0) || missing < 0) return null;
  const all = [...left, ...Array<string>(missing).fill('0'), ...right];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

function publicV6(address: string): boolean {
  const g = expandV6(address);
  if (!g) return false;
  const [a = 0] = g;
  if (g.every((x) => x === 0)) return false; // unspecified
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return false; // loopback
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return publicV4(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`); // IPv4-mapped
  if (a === 0x64 && g[1] === 0xff9b) return false; // NAT64
  if ((a & 0xfe00) === 0xfc00) return false; // unique local
  if ((a & 0xffc0) === 0xfe80) return false; // link-local
  if ((a & 0xff00) === 0xff00) return false; // multicast
  if (a === 0x2001 && g[1] === 0x0db8) return false; // documentation
  return (a & 0xe000) === 0x2000; // global unicast
}

export function isPublicAddress(address: string, family: 4 | 6): boolean {
  return family === 4 ? publicV4(address) : publicV6(address);
}
