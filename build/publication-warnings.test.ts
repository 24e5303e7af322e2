import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { type MarketingContentFiles, sampleItems } from '#content/marketing/marketing-content.ts';
import { readMarketingContent } from './marketing-content-plugin.ts';
import { publicationWarnings } from './publication-warnings.ts';

const CONTENT_DIR = path.join(import.meta.dirname, '..', 'content', 'marketing');
const COMPLETE_LEGAL = {
  LEGAL_NIF: 'B12345678',
  LEGAL_REGISTRY: 'Registro Mercantil de Barcelona, hoja B-1',
};

/** The shipped files with every item marked as the given status. */
function allMarked(status: 'sample' | 'verified'): MarketingContentFiles {
  const files = readMarketingContent(CONTENT_DIR);
  const mark = <T extends { status: string }>(items: T[]) => items.map((item) => ({ ...item, status }));
  return {
    testimonials: { testimonials: mark(files.testimonials.testimonials) },
    stories: { stories: mark(files.stories.stories) },
    posts: { posts: mark(files.posts.posts) },
  } as MarketingContentFiles;
}

describe('the build warns while marketing content is invented', () => {
  test('lists every item still marked sample, by file and id', () => {
    const files = allMarked('verified');
    const [testimonial, post] = [files.testimonials.testimonials[1], files.posts.posts[3]];
    if (!testimonial || !post) throw new Error('the shipped files have fewer items than expected');
    testimonial.status = 'sample';
    post.status = 'sample';
    const [warning, ...others] = publicationWarnings(sampleItems(files), COMPLETE_LEGAL);
    expect(others).toEqual([]);
    expect(warning).toContain('2 marketing item(s)');
    expect(warning).toContain(`  - testimonials.json: ${files.testimonials.testimonials[1]?.id}`);
    expect(warning).toContain(`  - community-posts.json: ${files.posts.posts[3]?.id}`);
    expect(warning?.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(2);
  });

  test('says nothing once every item is verified', () => {
    expect(publicationWarnings(sampleItems(allMarked('verified')), COMPLETE_LEGAL)).toEqual([]);
  });

  test('lists all eleven shipped items: they are all invented today', () => {
    expect(sampleItems(readMarketingContent(CONTENT_DIR))).toHaveLength(11);
  });
});

describe('the build warns while the legal notice is incomplete', () => {
  test('names the LEGAL_ variables that are missing, and only those', () => {
    const [warning] = publicationWarnings([], { LEGAL_NIF: 'B12345678' });
    expect(warning).toContain('set LEGAL_REGISTRY ');
    expect(warning).not.toContain('LEGAL_NIF');
    expect(publicationWarnings([], {})[0]).toContain('LEGAL_NIF, LEGAL_REGISTRY');
  });

  test('an empty variable counts as unset', () => {
    expect(publicationWarnings([], { ...COMPLETE_LEGAL, LEGAL_NIF: ' ' })[0]).toContain('LEGAL_NIF');
  });
});
