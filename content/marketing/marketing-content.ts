// Type-only imports: the pages get typed content without shipping zod to the browser; the test validates it.
import type { CommunityPost, CustomerStory, Testimonial } from '#shared/marketing/content-schema.ts';
import communityPostsFile from './community-posts.json' with { type: 'json' };
import customerStoriesFile from './customer-stories.json' with { type: 'json' };
import testimonialsFile from './testimonials.json' with { type: 'json' };

export const TESTIMONIALS: readonly Testimonial[] = testimonialsFile.testimonials;
export const CUSTOMER_STORIES: readonly CustomerStory[] = customerStoriesFile.stories;
export const COMMUNITY_POSTS: readonly CommunityPost[] = communityPostsFile.posts as readonly CommunityPost[];
