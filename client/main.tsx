import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { resolveCulture } from '#shared/cultures.ts';
import { createClientStore } from './lib/i18n/client-store.ts';
import { I18nProvider } from './lib/i18n/react.tsx';
import { AppRoutes } from './routes.tsx';
import './styles/main.scss';

// The server sends each page in the visitor's culture and says which in <html lang>: start in that one.
const culture = resolveCulture(document.documentElement.lang);
const pageNamespaces = document
  .querySelector('meta[name="i18n-namespaces"]')
  ?.getAttribute('content')
  ?.split(',');
const catalogues = await createClientStore(culture, pageNamespaces);
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <I18nProvider store={catalogues}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nProvider>
  </StrictMode>
);

// A prerendered page is hydrated; the bare shell (a build without prerendering) is rendered from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
