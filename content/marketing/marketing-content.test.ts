import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  CommunityPostsFileSchema,
  CustomerStoriesFileSchema,
  TestimonialsFileSchema,
} from '#shared/marketing/content-schema.ts';

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

  test('a post date that is not YYYY-MM-DD', () => {
    const posts = read('community-posts.json') as { posts: Record<string, unknown>[] };
    const [first, ...rest] = posts.posts;
    expect(
      CommunityPostsFileSchema.safeParse({ posts: [{ ...first, date: '14/03/2024' }, ...rest] }).success,
    ).toBe(false);
  });
});
