/**
 * A return URL as a same-origin path, or the fallback. Anything that would leave the origin
 * (other hosts, protocol-relative or backslash tricks, javascript: and data: URLs) is refused.
 */
export function safeReturnUrl<F extends string | null>(
  candidate: string | null | undefined,
  origin: string,
  fallback: F,
): string | F {
  if (!candidate) return fallback
  let url: URL
  try {
    url = new URL(candidate, origin)
  } catch {
    return fallback
  }
  if (url.origin !== origin) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
