import { AppLayout } from './components/layout/app-layout.tsx';
import { PageFrame } from './components/layout/page-frame.tsx';
import { AppStateProvider } from './lib/app-state.tsx';
import { PageRoutes } from './routes.tsx';

/**
 * The whole site rendered in the browser, for the bare shell the server sends an operator at the console's
 * URLs (server/routes/operator-pages.ts): a chunk of its own, since no other page renders its layout in React.
 */
export function ShellApp() {
  return (
    <AppStateProvider>
      <AppLayout>
        <PageFrame>
          <PageRoutes />
        </PageFrame>
      </AppLayout>
    </AppStateProvider>
  );
}
