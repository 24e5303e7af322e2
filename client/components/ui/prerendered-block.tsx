import {
  type ReactNode,
  type ReactPortal,
  type RefObject,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { reloadPage } from '#client/lib/reload-page.ts';
import { isLeftToBrowser, useLocation, useNavigate } from '#client/lib/router.tsx';
import { cultureOfPrefix, splitCulturePath } from '#shared/culture-paths.ts';
import { DEFAULT_CULTURE } from '#shared/cultures.ts';
import { prerenderedPageUrl } from '#shared/paths.ts';

/** Marks a block in the prerendered HTML; with its id, it finds the block again in a page fetched later. */
const BLOCK_ATTRIBUTE = 'data-prerendered-block';

/** A part of a block that comes alive in the browser: a code sample that types itself out, say. */
export interface Island {
  /** The elements of the block's HTML that become a component. */
  selector: string;
  /** The component for one of them, from what the element holds; it takes the element's place in it. */
  render(element: Element): ReactNode;
}

interface PrerenderedBlockProps {
  /** Unique on the page: the block is found by it in the page's prerendered HTML. */
  id: string;
  className?: string;
  /** A module's constant: the islands are found again whenever it changes. */
  islands?: readonly Island[];
  /** What the block is made of: rendered when the page is prerendered (and by the dev server) only. */
  children?: ReactNode;
}

/**
 * A block of a page that is only HTML (text, links, headings, highlighted code), which the browser takes as
 * HTML rather than as the JavaScript that made it: its children are rendered when the page is prerendered
 * and never reach the browser (docs/decisions/0013, the first-load budget). Hydrating, the block keeps the
 * HTML the page arrived with; reached by a navigation in the page, it fetches the page's prerendered HTML and
 * takes itself from it, suspending meanwhile. Its links navigate in the page as <Link>s do, and its `islands`
 * come alive in it. The dev server, which prerenders nothing, renders the children as any component would.
 */
export const PrerenderedBlock: (props: PrerenderedBlockProps) => ReactNode =
  import.meta.env.SSR || import.meta.env.DEV ? RenderedBlock : KeptBlock;

function RenderedBlock({ id, className, children }: PrerenderedBlockProps) {
  return (
    <div id={id} className={className} {...{ [BLOCK_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}

/** Exported for its tests, which run as the dev server does; the site uses PrerenderedBlock. */
export function KeptBlock({ id, className, islands }: PrerenderedBlockProps) {
  const { pathname, basename } = useLocation();
  const pageUrl = prerenderedPageUrl(pathname, cultureOfPrefix(basename));
  const html = use(blockHtml(pageUrl, id));
  // A block of another page is another element: its islands' portals go with the HTML they were in.
  return <KeptHtml key={pageUrl} id={id} className={className} islands={islands} html={html} />;
}

function KeptHtml({ id, className, islands, html }: PrerenderedBlockProps & { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const portals = useIslands(ref, islands);
  useLinksInside(ref);
  return (
    <>
      <div
        ref={ref}
        id={id}
        className={className}
        {...{ [BLOCK_ATTRIBUTE]: '' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: this site's own prerendered HTML, as the page that started the app had it or from its file.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {portals}
    </>
  );
}

/** Each block's HTML by page file and id, as promises `use` reads. */
const blocks = new Map<string, Promise<string>>();
let isDocumentRead = false;

function blockHtml(pageUrl: string, id: string): Promise<string> {
  // The first block rendered is the first page's, before React hydrates it: the document is still the
  // prerendered page, whose blocks need no fetch. (Reached by a navigation instead, the page on screen has
  // no block, or one would have been rendered already.)
  if (!isDocumentRead) {
    isDocumentRead = true;
    const { culture, path } = splitCulturePath(window.location.pathname);
    const documentUrl = prerenderedPageUrl(path, culture ?? DEFAULT_CULTURE);
    for (const element of document.querySelectorAll(`[${BLOCK_ATTRIBUTE}]`))
      blocks.set(blockKey(documentUrl, element.id), settled(element.innerHTML));
  }
  const key = blockKey(pageUrl, id);
  let html = blocks.get(key);
  if (!html) {
    // Not fetched (offline before the service worker has the pages, say): the page is loaded the ordinary
    // way, which shows the browser's own word on it, and the block stays as loading meanwhile.
    html = fetchBlock(pageUrl, id).catch(() => {
      reloadPage();
      return new Promise<string>(() => {});
    });
    blocks.set(key, html);
  }
  return html;
}

async function fetchBlock(pageUrl: string, id: string): Promise<string> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const block = page.getElementById(id);
  if (!block?.hasAttribute(BLOCK_ATTRIBUTE)) throw new Error(`${pageUrl} has no block #${id}`);
  return block.innerHTML;
}

function blockKey(pageUrl: string, id: string): string {
  return `${pageUrl}#${id}`;
}

/** A promise `use` reads at once, without suspending: React's convention for a thenable already settled. */
function settled(value: string): Promise<string> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

const NO_ISLANDS: readonly Island[] = [];

/** Renders each island in its element once the block's HTML is in the document, before it is painted. */
function useIslands(
  ref: RefObject<HTMLDivElement | null>,
  islands: readonly Island[] = NO_ISLANDS,
): ReactPortal[] {
  const [portals, setPortals] = useState<ReactPortal[]>([]);
  useLayoutEffect(() => {
    const block = ref.current;
    if (!block || islands.length === 0) return;
    setPortals(
      islands.flatMap((island) =>
        [...block.querySelectorAll(island.selector)].map((element, index) => {
          const content = island.render(element);
          element.replaceChildren();
          return createPortal(content, element, `${island.selector}#${index}`);
        }),
      ),
    );
  }, [ref, islands]);
  return portals;
}

/**
 * A click on one of the block's links to a page of the site in the same culture navigates in the page, as a
 * <Link> would; anything else (this page's #fragments, another site, a click with a modifier) is the browser's.
 */
function useLinksInside(ref: RefObject<HTMLDivElement | null>) {
  const navigate = useNavigate();
  const { basename } = useLocation();
  useEffect(() => {
    const block = ref.current;
    if (!block) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (isLeftToBrowser(event, link.target)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      const { culture, path } = splitCulturePath(url.pathname);
      if (cultureOfPrefix(basename) !== (culture ?? DEFAULT_CULTURE)) return;
      event.preventDefault();
      navigate(`${path}${url.search}${url.hash}`);
    };
    block.addEventListener('click', onClick);
    return () => block.removeEventListener('click', onClick);
  }, [ref, navigate, basename]);
}
