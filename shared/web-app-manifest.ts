import type { Culture } from './cultures.ts';

/**
 * Where each culture's web app manifest is served (build/web-app-manifest.ts writes one per culture, with the
 * name, description and `lang` of that culture). A page links to the manifest of its own culture.
 */
export function webAppManifestPath(culture: Culture): string {
  return `/manifest.${culture}.webmanifest`;
}

/** The head's link to the culture's manifest, which every built page carries (build/share-and-install-tags.ts). */
export function webAppManifestLink(culture: Culture): string {
  return `<link rel="manifest" href="${webAppManifestPath(culture)}"/>`;
}
