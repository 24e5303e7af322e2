import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { resolveCulture } from '#shared/cultures.ts';
import { createClientI18n } from './lib/i18n.ts';
import { AppRoutes } from './routes.tsx';
import './styles/main.scss';

// The server sends each page in the visitor's culture and says which in <html lang>: start in that one.
const culture = resolveCulture(document.documentElement.lang);
const i18n = await createClientI18n(culture);
const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>
);

// A prerendered page is hydrated; the bare shell (a build without prerendering) is rendered from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
