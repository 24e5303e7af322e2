// "On this page" in the browser: the page arrives with the list rendered at build time (on-this-page.tsx), and
// this marks the section being read.

/** How far down the window a heading must come to make its section the one being read. */
export const READING_LINE = 0.3;

/**
 * Tells `onChange` the section being read, whenever it may have changed: the last whose heading has gone above
 * the reading line (undefined before the first). The observer's area is the window above that line, stretched
 * far upwards, so a heading that a long jump (Page Down, a link) carries past the line is seen to cross it too.
 * Returns what stops the watching; nothing is watched in a browser without IntersectionObserver.
 */
function watchSectionInView(
  headings: readonly HTMLElement[],
  onChange: (current: HTMLElement | undefined) => void,
): () => void {
  if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    () => {
      const line = window.innerHeight * READING_LINE;
      onChange(headings.findLast((heading) => heading.getBoundingClientRect().top <= line));
    },
    { rootMargin: `100000px 0px -${100 - READING_LINE * 100}% 0px` },
  );
  for (const heading of headings) observer.observe(heading);
  return () => observer.disconnect();
}

/**
 * Marks the link of the section being read with aria-current="true" (the stylesheet shows it). Expects `nav.docs-on-this-page` holding links whose #fragment is a heading's id.
 */
export function enhanceOnThisPage(root: ParentNode, signal?: AbortSignal): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('.docs-on-this-page a[href*="#"]')];
  const byHeading = new Map<HTMLElement, HTMLAnchorElement>();
  for (const link of links) {
    const heading = document.getElementById(fragmentOf(link.getAttribute('href') ?? ''));
    if (heading) byHeading.set(heading, link);
  }
  const stop = watchSectionInView([...byHeading.keys()], (current) => {
    for (const [heading, link] of byHeading) {
      if (heading === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  });
  signal?.addEventListener('abort', stop);
}

/** A URL's #fragment as the id it names ("" for none, or one that is not valid percent-encoding). */
export function fragmentOf(url: string): string {
  const hash = url.indexOf('#');
  if (hash < 0) return '';
  try {
    return decodeURIComponent(url.slice(hash + 1));
  } catch {
    return '';
  }
}
