import { caseStudies } from './cases';
import { newsItems } from './news';
import { solutions } from './solutions';
import { paths } from '@/lib/routes';

// When each content page last changed, for the sitemap. List pages change when their newest item does;
// the others carry the date their text was last edited. Edit the date when you edit the page.

const newest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

export interface ContentPage {
  path: string;
  lastModified: string;
  priority: number;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
}

export const contentPages: ContentPage[] = [
  { path: '/home', lastModified: '2024-06-01', priority: 1, changeFrequency: 'daily' },
  { path: '/introduce', lastModified: '2024-03-15', priority: 0.6, changeFrequency: 'yearly' },
  { path: '/news', lastModified: newest(newsItems.map((n) => n.time)), priority: 0.8, changeFrequency: 'weekly' },
  { path: '/solution', lastModified: newest(solutions.map((s) => s.updated)), priority: 0.8, changeFrequency: 'monthly' },
  { path: '/cooperation_case', lastModified: newest(caseStudies.map((c) => c.published)), priority: 0.7, changeFrequency: 'monthly' },
  { path: '/ecology', lastModified: '2024-02-20', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/identification', lastModified: '2024-01-10', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/new_identification', lastModified: '2024-01-10', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/develop_document', lastModified: '2026-11-27', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/contact', lastModified: '2023-11-20', priority: 0.4, changeFrequency: 'yearly' },
  { path: '/special', lastModified: '2023-07-12', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/smartexpo', lastModified: '2023-09-01', priority: 0.3, changeFrequency: 'yearly' },
  // A tool page rather than content, but as public and as worth finding.
  { path: '/product_scene/batch', lastModified: '2026-11-25', priority: 0.5, changeFrequency: 'monthly' },
];

/** Login, order, payment and personal pages stay out of search engines; so does the browser's API. */
export const crawlerDisallowed = [
  '/login',
  '/personal_update',
  paths.confirmOrder,
  paths.confirmOrderAlias,
  paths.payment,
  paths.payResult,
  '/apporder',
  '/success',
  '/demo/',
  '/api/',
];
