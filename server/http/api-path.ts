import { API_PREFIX } from '#shared/api/endpoints.ts';

const UNDER_API = `${API_PREFIX}/`;
const API_QUERY = `${API_PREFIX}?`;

/**
 * Whether a request's URL is the API's (/api and below): its replies are JSON in the one reply shape and its
 * culture comes from X-APP-CULTURE. The plugins and the site's responder ask it alike.
 */
export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(UNDER_API) || url.startsWith(API_QUERY);
}
