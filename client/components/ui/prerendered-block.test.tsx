import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { reloadPage } from '#client/lib/reload-page.ts';
import { CULTURE_BASENAMES } from '#shared/culture-paths.ts';

vi.mock('#client/lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

/**
 * The block as the browser runs it (KeptBlock: the tests run as the dev server does, where PrerenderedBlock
 * renders its children). Each test loads the module afresh: it reads the document once, for the first page.
 */
async function loadKeptBlock() {
  vi.resetModules();
  const router = await import('#client/lib/router.tsx');
  ({ MemoryRouter, useLocation } = router);
  return (await import('./prerendered-block.tsx')).KeptBlock;
}
/** The router of the block's module instance (loadKeptBlock). */
let MemoryRouter: typeof import('#client/lib/router.tsx').MemoryRouter;
let useLocation: typeof import('#client/lib/router.tsx').useLocation;

const PRICING_BLOCK =
  '<p>Kept <a href="/es/get-started/plugins#steps">plugins</a> <span class="island">x</span></p>';

function prerenderedPage(id: string, inner: string): string {
  return `<!doctype html><html lang="es-ES"><body><div id="root"><div id="${id}" data-prerendered-block="">${inner}</div></div></body></html>`;
}

/** The document's prerendered block, as the page that starts the app has it. */
function documentBlock(id: string, inner: string) {
  const element = document.createElement('div');
  element.id = id;
  element.setAttribute('data-prerendered-block', '');
  element.innerHTML = inner;
  document.body.append(element);
  return element;
}

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="where">{pathname + hash}</output>;
}

let fetched: string[];
beforeEach(() => {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      if (url === '/__pages/es-ES/get-started/plugins.html')
        return new Response(
          prerenderedPage('docs-body', '<h2 id="steps">Steps</h2>') +
            prerenderedPage('product', '<p>Plugins</p>'),
        );
      return new Response('', { status: 404 });
    }),
  );
  window.history.replaceState(null, '', '/es/pricing');
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a prerendered block in the browser', () => {
  test("hydrating, it keeps the page's own HTML and fetches nothing", async () => {
    documentBlock('product', PRICING_BLOCK);
    const KeptBlock = await loadKeptBlock();
    const { container } = render(
      <MemoryRouter initialEntries={['/es/pricing']} basenames={CULTURE_BASENAMES}>
        <KeptBlock id="product" />
      </MemoryRouter>,
    );
    expect(within(container).getByRole('link', { name: 'plugins' })).toHaveAttribute(
      'href',
      '/es/get-started/plugins#steps',
    );
    expect(fetched).toEqual([]);
  });

  test("reached by a navigation, it fetches its page's prerendered HTML in the culture of the URL", async () => {
    const KeptBlock = await loadKeptBlock();
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/es/get-started/plugins']} basenames={CULTURE_BASENAMES}>
          <Suspense fallback={<p>loading</p>}>
            <KeptBlock id="docs-body" />
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Steps' })).toBeInTheDocument();
    expect(fetched).toEqual(['/__pages/es-ES/get-started/plugins.html']);
  });

  test('a block that cannot be fetched has its page loaded the ordinary way, and stays as loading', async () => {
    const KeptBlock = await loadKeptBlock();
    render(
      <MemoryRouter initialEntries={['/es/quote']} basenames={CULTURE_BASENAMES}>
        <Suspense fallback={<p>loading</p>}>
          <KeptBlock id="docs-body" />
        </Suspense>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(fetched).toEqual(['/__pages/es-ES/quote.html']);
  });

  test('its islands come alive in their elements, and its links navigate in the page', async () => {
    const prerendered = documentBlock('product', PRICING_BLOCK);
    const KeptBlock = await loadKeptBlock();
    const islands = [
      {
        selector: '.island',
        render: (element: Element) => <button type="button">{element.textContent}!</button>,
      },
    ];
    render(
      <MemoryRouter initialEntries={['/es/pricing']} basenames={CULTURE_BASENAMES}>
        <KeptBlock id="product" islands={islands} />
        <Where />
      </MemoryRouter>,
    );
    // Hydrated, it is the app's: the page's own copy goes, as it would under React.
    prerendered.remove();
    expect(screen.getByRole('button', { name: 'x!' }).closest('.island')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'plugins' });
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/pricing');
    await act(async () => fireEvent.click(link));
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/get-started/plugins#steps'),
    );
    expect(screen.getByText('Plugins')).toBeInTheDocument();
  });

  test("a link to another culture's page or another site is left to the browser", async () => {
    const prerendered = documentBlock(
      'product',
      '<a href="/pricing">English</a> <a href="https://example.com/x">away</a>',
    );
    const KeptBlock = await loadKeptBlock();
    render(
      <MemoryRouter initialEntries={['/es/pricing']} basenames={CULTURE_BASENAMES}>
        <KeptBlock id="product" />
        <Where />
      </MemoryRouter>,
    );
    prerendered.remove();
    for (const name of ['English', 'away']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      screen.getByRole('link', { name }).dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/pricing');
  });
});
