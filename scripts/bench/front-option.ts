/**
 * The front `bench:pages` measures through, from `--front varnish` or `--front=varnish`. Typed
 * without `--` (`npm run bench:pages --front varnish`), npm takes `--front` as its own setting:
 * the script then sees `npm_config_front` and the value as a plain argument.
 */
export function frontOption(args: readonly string[], npmConfigFront: string | undefined): string | null {
  const at = args.indexOf('--front');
  if (at !== -1) return args[at + 1] ?? null;
  const inline = args.find((a) => a.startsWith('--front='));
  if (inline) return inline.slice('--front='.length);
  if (npmConfigFront === undefined || npmConfigFront === '') return null;
  return npmConfigFront === 'true' ? (args.find((a) => !a.startsWith('-')) ?? null) : npmConfigFront;
}
