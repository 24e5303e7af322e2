import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { SUPPORTED_CULTURES } from '#shared/cultures.ts';
import {
  CommunityPostsFileSchema,
  CustomerStoriesFileSchema,
  TestimonialsFileSchema,
} from '#shared/marketing/content-schema.ts';
import {
  MARKETING_CONTENT_FILES,
  MARKETING_CONTENT_PARTS,
  type MarketingContentFiles,
} from './marketing-content.ts';

function read(file: string): unknown {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
}

const FILES: [string, z.ZodType][] = [
  ['testimonials.json', TestimonialsFileSchema],
  ['customer-stories.json', CustomerStoriesFileSchema],
  ['community-posts.json', CommunityPostsFileSchema],
];

describe.each(FILES)('%s', (file, schema) => {
  test('matches its schema, with every text in en-GB, es-ES and ca-ES', () => {
    const result = schema.safeParse(read(file));
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      [],
    );
  });

  test('gives every item its own id', () => {
    const items = Object.values(read(file) as Record<string, { id: string }[]>)[0] ?? [];
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});

describe('the schemas refuse what an editor might get wrong', () => {
  const testimonials = read('testimonials.json') as { testimonials: Record<string, unknown>[] };

  test('a missing translation', () => {
    const [first, ...rest] = testimonials.testimonials;
    const broken = { testimonials: [{ ...first, quote: { 'en-GB': 'Only English' } }, ...rest] };
    expect(TestimonialsFileSchema.safeParse(broken).success).toBe(false);
  });

  test('a full name instead of a first name and an initial', () => {
    const [first, ...rest] = testimonials.testimonials;
    const broken = { testimonials: [{ ...first, author: 'Marta Vidal' }, ...rest] };
    expect(TestimonialsFileSchema.safeParse(broken).success).toBe(false);
  });

  test('a fifth testimonial', () => {
    const broken = { testimonials: [...testimonials.testimonials, testimonials.testimonials[0]] };
    expect(TestimonialsFileSchema.safeParse(broken).success).toBe(false);
  });

  test('an item that does not say whether it is a sample or verified', () => {
    const [first, ...rest] = testimonials.testimonials;
    const { status: _status, ...unmarked } = first ?? {};
    expect(TestimonialsFileSchema.safeParse({ testimonials: [unmarked, ...rest] }).success).toBe(false);
    expect(
      TestimonialsFileSchema.safeParse({ testimonials: [{ ...first, status: 'real' }, ...rest] }).success,
    ).toBe(false);
  });

  test('a post date that is not YYYY-MM-DD', () => {
    const posts = read('community-posts.json') as { posts: Record<string, unknown>[] };
    const [first, ...rest] = posts.posts;
    expect(
      CommunityPostsFileSchema.safeParse({ posts: [{ ...first, date: '14/03/2024' }, ...rest] }).success,
    ).toBe(false);
  });
});

describe('the parts the browser loads, one culture each', () => {
  const files = Object.fromEntries(
    Object.entries(MARKETING_CONTENT_FILES).map(([key, file]) => [key, read(file)]),
  ) as unknown as MarketingContentFiles;

  test.each(SUPPORTED_CULTURES)(
    '%s: the home part has every text in that culture, and no other',
    (culture) => {
      const home = MARKETING_CONTENT_PARTS.home(files, culture);
      const [testimonial] = files.testimonials.testimonials;
      expect(home.testimonials).toHaveLength(4);
      expect(home.testimonials[0]).toEqual({
        id: testimonial?.id,
        status: testimonial?.status,
        quote: testimonial?.quote[culture],
        author: testimonial?.author,
        role: testimonial?.role[culture],
        organisation: testimonial?.organisation[culture],
      });
      expect(home.posts[0]?.text).toBe(files.posts.posts[0]?.text[culture]);
      expect(home.posts[0]?.date).toBe(files.posts.posts[0]?.date);
      // The home page shows the stories in short: the full text stays in the stories part.
      expect(Object.keys(home.stories[0] ?? {}).sort()).toEqual([
        'author',
        'company',
        'id',
        'quote',
        'role',
        'status',
      ]);
      const others = SUPPORTED_CULTURES.filter((c) => c !== culture);
      const json = JSON.stringify(home);
      for (const other of others) expect(json).not.toContain(JSON.stringify(testimonial?.quote[other]));
    },
  );

  test.each(SUPPORTED_CULTURES)('%s: the stories part has each story in full', (culture) => {
    const { stories } = MARKETING_CONTENT_PARTS.stories(files, culture);
    const [story] = files.stories.stories;
    expect(stories).toHaveLength(3);
    expect(stories[0]?.headline).toBe(story?.headline[culture]);
    expect(stories[0]?.results).toEqual(story?.results.map((result) => result[culture]));
  });
});
