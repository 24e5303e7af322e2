// Type-only imports: the pages get typed content without shipping zod to the browser; the test validates it.
import type { Culture } from '#shared/cultures.ts';
import type {
  CommunityPost,
  CustomerStory,
  LocalisedText,
  Testimonial,
} from '#shared/marketing/content-schema.ts';

/**
 * The marketing content as the browser gets it: one culture at a time, every LocalisedText already the
 * string of that culture. The build (build/marketing-content-plugin.ts) makes one small module per
 * part and culture from the three files here, so a visitor downloads only their own language, and the
 * home page does not carry the full customer stories.
 */
export const MARKETING_CONTENT_FILES = {
  testimonials: 'testimonials.json',
  stories: 'customer-stories.json',
  posts: 'community-posts.json',
} as const;

/** The parsed files, as content-schema.ts describes them (the test beside them checks they are). */
export interface MarketingContentFiles {
  testimonials: { testimonials: Testimonial[] };
  stories: { stories: CustomerStory[] };
  posts: { posts: CommunityPost[] };
}

/** An item of the content with each LocalisedText (or list of them) in one culture. */
export type InCulture<T> = {
  readonly [K in keyof T]: T[K] extends LocalisedText
    ? string
    : T[K] extends readonly LocalisedText[]
      ? readonly string[]
      : T[K];
};

export type StorySummary = Pick<
  InCulture<CustomerStory>,
  'id' | 'status' | 'company' | 'quote' | 'author' | 'role'
>;

/** What the home page shows: the four testimonials, the three stories in short, the four posts. */
export interface HomeContent {
  readonly testimonials: readonly InCulture<Testimonial>[];
  readonly stories: readonly StorySummary[];
  readonly posts: readonly InCulture<CommunityPost>[];
}

/** What /customer-stories shows: the three stories in full. */
export interface StoriesContent {
  readonly stories: readonly InCulture<CustomerStory>[];
}

export interface MarketingContentByPart {
  home: HomeContent;
  stories: StoriesContent;
}
export type MarketingContentPart = keyof MarketingContentByPart;

function isLocalisedText(value: unknown, culture: Culture): value is LocalisedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Record<string, unknown>)[culture] === 'string'
  );
}

function inCulture<T>(value: T, culture: Culture): InCulture<T> {
  const pick = (v: unknown): unknown => {
    if (isLocalisedText(v, culture)) return v[culture];
    if (Array.isArray(v)) return v.map(pick);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([key, item]) => [key, pick(item)]));
    return v;
  };
  return pick(value) as InCulture<T>;
}

/** Each part of the content, made from the files for one culture. */
export const MARKETING_CONTENT_PARTS: {
  [P in MarketingContentPart]: (files: MarketingContentFiles, culture: Culture) => MarketingContentByPart[P];
} = {
  home: (files, culture) => ({
    testimonials: files.testimonials.testimonials.map((testimonial) => inCulture(testimonial, culture)),
    stories: files.stories.stories.map(({ id, status, company, quote, author, role }) =>
      inCulture({ id, status, company, quote, author, role }, culture),
    ),
    posts: files.posts.posts.map((post) => inCulture(post, culture)),
  }),
  stories: (files, culture) => ({
    stories: files.stories.stories.map((story) => inCulture(story, culture)),
  }),
};

/** One item still marked `sample`: the file it lives in and its id. */
export interface SampleItem {
  readonly file: string;
  readonly id: string;
}

/**
 * Every item of the files still marked `sample` (invented, not a real customer's words): the build lists them
 * until the business replaces them (docs/operations.md, Marketing content).
 */
export function sampleItems(files: MarketingContentFiles): SampleItem[] {
  const items: Record<keyof MarketingContentFiles, readonly { id: string; status: string }[]> = {
    testimonials: files.testimonials.testimonials,
    stories: files.stories.stories,
    posts: files.posts.posts,
  };
  return (Object.keys(items) as (keyof MarketingContentFiles)[]).flatMap((key) =>
    items[key]
      .filter((item) => item.status === 'sample')
      .map((item) => ({ file: MARKETING_CONTENT_FILES[key], id: item.id })),
  );
}
