// The shapes of the site's own marketing content (001 §3). Every module in lib/content exports data of
// these types; pages render them and the sitemap dates them, so nothing here knows about React.

/** A titled paragraph: advantages, scenes, pain points, features. */
export interface TitledText {
  title: string;
  text: string;
}

/** A file a reader can download from `public/docs/`. */
export interface DownloadableDocument {
  name: string;
  href: string;
  /** 'PDF' or 'TXT', shown beside the link so nobody downloads blind. */
  format: string;
}

export interface NewsItem {
  id: number;
  title: string;
  category: '行业资讯';
  /** 'YYYY-MM-DD' */
  time: string;
  /** The one-paragraph summary of list cards and the description meta tag. */
  des: string;
  imgUrl: string;
  /** Our own HTML (p, h2 under the item's h1, ul, ol, li, strong, blockquote): checked by content.test.ts, never vendor input. */
  content: string;
  source: string;
  keywords: string[];
  documents: DownloadableDocument[];
}

/** One layer of a solution's architecture drawing, top (applications) to bottom (devices). */
export interface ArchitectureLayer {
  name: string;
  items: string[];
}

export interface Solution {
  id: number;
  title: string;
  subTitle: string;
  /** The card text of the list and the home carousel (000 §3: desc). */
  desc: string;
  imgUrl: string;
  industry: string;
  /** Overview paragraphs. */
  planText: string[];
  architecture: ArchitectureLayer[];
  advantageList: TitledText[];
  applicationList: TitledText[];
  related: number[];
  /** 'YYYY-MM-DD': sitemap and Article dateModified. */
  updated: string;
  keywords: string[];
}

export interface CaseStat {
  num: string;
  unit: string;
  /** true draws an up arrow, false a down arrow (a fall in cost or time is good news too). */
  isRise: boolean;
  des: string;
}

export interface CaseStudy {
  id: number;
  title: string;
  customer: string;
  industry: string;
  des: string;
  bannerImg: string;
  stats: CaseStat[];
  background: string[];
  painPoints: TitledText[];
  solutionItems: TitledText[];
  /** Marketplace product ids; each links to /application/detail/{id}. */
  productIds: number[];
  /** 'YYYY-MM-DD' */
  published: string;
  keywords: string[];
}

/** A short customer story in the case list without a page of its own; it links to its solution. */
export interface CaseBrief {
  key: string;
  customer: string;
  industry: string;
  summary: string;
  solutionId: number;
}

/** 000 §9 / 001 §2: the static entry behind /application/detail/{id}, keyed by marketplace product id. */
export interface CatalogueEntry {
  id: number;
  title: string;
  description: string;
  /** false: listed for information, not yet sold through the marketplace. */
  offered: boolean;
  advantages: TitledText[];
  /** The introduction section: what the product does, feature by feature. */
  features: TitledText[];
  scenes: TitledText[];
  values: TitledText[];
}
