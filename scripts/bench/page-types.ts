/**
 * The page types of the shop and their JavaScript budgets (gzip, before interaction), from the
 * storefront issue: ≤ 20 KB on content pages, ≤ 90 KB on shopping pages; the operator console
 * (every panel, the Sales charts drawn by hand in SVG) ≤ 120 KB.
 */
export const KB = 1024;

export const pageTypes = [
  { type: 'home', path: '/', budget: 90 * KB },
  { type: 'countries', path: '/countries', budget: 90 * KB },
  { type: 'country', path: '/country/us', budget: 90 * KB },
  { type: 'region', path: '/region/europe-lite', budget: 90 * KB },
  { type: 'contact form', path: '/contact', budget: 90 * KB },
  { type: 'blog list', path: '/blog', budget: 20 * KB },
  { type: 'blog article', path: '/blog/what-is-a-travel-esim', budget: 20 * KB },
  { type: 'legal', path: '/privacy', budget: 20 * KB },
  { type: 'info', path: '/how-it-works', budget: 20 * KB },
  { type: 'installation', path: '/installation', budget: 20 * KB },
  { type: 'compatibility', path: '/compatibility', budget: 20 * KB },
  { type: 'help center', path: '/faq', budget: 20 * KB },
  { type: 'not found', path: '/404.html', budget: 20 * KB },
  { type: 'admin', path: '/admin', budget: 120 * KB },
] as const;
