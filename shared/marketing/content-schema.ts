import { z } from 'zod';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';

/**
 * The shape of the marketing content files in content/marketing/ (testimonials, customer stories, community
 * posts): text the business edits without touching code. Every text is given in the three cultures; the test
 * beside the files validates them against these schemas, so a missing translation fails the build.
 */
const text = z.string().trim().min(1);

export const LocalisedTextSchema = z
  .object(
    Object.fromEntries(SUPPORTED_CULTURES.map((culture) => [culture, text])) as Record<
      (typeof SUPPORTED_CULTURES)[number],
      typeof text
    >,
  )
  .strict();
export type LocalisedText = z.infer<typeof LocalisedTextSchema>;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case id');

/**
 * Whether an item is real: `verified` once the business holds the person's or customer's written permission
 * to publish it as theirs, `sample` while it is an invented illustration. A sample is shown with small print
 * that says so, and `npm run build` lists it (docs/operations.md, Marketing content).
 */
export const CONTENT_STATUSES = ['sample', 'verified'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
const status = z.enum(CONTENT_STATUSES);
/** People are named by first name and initial only: quotes are never attributed to a full, real name. */
const personName = z
  .string()
  .regex(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u, 'a first name and an initial, e.g. "Marta V."');

export const TestimonialSchema = z
  .object({
    id,
    status,
    quote: LocalisedTextSchema,
    author: personName,
    role: LocalisedTextSchema,
    /** Described, not named: "a logistics company". */
    organisation: LocalisedTextSchema,
  })
  .strict();
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** The home page rotates over exactly four testimonials (docs/product.md, Layout and pages). */
export const TestimonialsFileSchema = z
  .object({ testimonials: z.array(TestimonialSchema).length(4) })
  .strict();

export const CustomerStorySchema = z
  .object({
    id,
    status,
    company: LocalisedTextSchema,
    sector: LocalisedTextSchema,
    teamSize: LocalisedTextSchema,
    headline: LocalisedTextSchema,
    quote: LocalisedTextSchema,
    author: personName,
    role: LocalisedTextSchema,
    challenge: LocalisedTextSchema,
    solution: LocalisedTextSchema,
    results: z.array(LocalisedTextSchema).min(1).max(5),
  })
  .strict();
export type CustomerStory = z.infer<typeof CustomerStorySchema>;

/** Three companies on the home page. */
export const CustomerStoriesFileSchema = z
  .object({ stories: z.array(CustomerStorySchema).length(3) })
  .strict();

export const SOCIAL_NETWORKS = ['LinkedIn', 'X', 'Mastodon'] as const;

export const CommunityPostSchema = z
  .object({
    id,
    status,
    network: z.enum(SOCIAL_NETWORKS),
    author: personName,
    role: LocalisedTextSchema,
    /** The day it was posted, YYYY-MM-DD. */
    date: z.iso.date(),
    text: LocalisedTextSchema,
  })
  .strict();
export type CommunityPost = z.infer<typeof CommunityPostSchema>;

/** Four social posts, shown as static cards (no third-party embed scripts). */
export const CommunityPostsFileSchema = z.object({ posts: z.array(CommunityPostSchema).length(4) }).strict();
