// The packages are plain ESM with their own "use client" boundaries: Next takes them as they are, with no
// transpilePackages. The sandbox's origin is the only place the page talks to besides itself.
/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
  poweredByHeader: false,
}
