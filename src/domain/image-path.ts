/**
 * A photo path on this installation ('/media/cars/suv/white/1.svg'), as a car's image may give
 * instead of a URL. Browsers treat a backslash as a slash, so `/\evil.example/x.jpg` is
 * `//evil.example/x.jpg`, another host; a percent-encoded slash, backslash or dot segment can become
 * one after a proxy decodes it. A path is therefore URL path characters only, starts with a single
 * slash, and after decoding still does, with no backslash, control character or `..` segment.
 */
const PATH_CHARACTERS = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function isLocalImagePath(value: string): boolean {
  if (!PATH_CHARACTERS.test(value)) return false;
  const path = decoded(value);
  if (path === null || path.startsWith('//') || path.includes('\\') || CONTROL.test(path)) return false;
  return !path.split('/').some((segment) => segment === '..' || segment === '.');
}
