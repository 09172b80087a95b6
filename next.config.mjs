/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain files on a CDN: no server code may be needed at run time.
  output: 'export',
  // Writes listings/index.html, which every static host serves without rewrites.
  trailingSlash: true,
  // The export has no image optimisation server; images are prepared at build time instead.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
