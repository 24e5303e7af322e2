import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { startServiceWorkerOnceSettled, type VersionStatus } from '#client/lib/service-worker.ts';
import { WithI18n } from '#client/test/i18n.tsx';
import { APP_VERSION } from '#shared/app-settings.ts';
import type { Culture } from '#shared/cultures.ts';
import { VersionBanners } from './version-banners.tsx';
import { startVersionBanners } from './version-banners-behaviour.ts';

vi.mock('#client/lib/service-worker.ts', async (original) => ({
  ...(await original<typeof import('#client/lib/service-worker.ts')>()),
  startServiceWorkerOnceSettled: vi.fn(),
}));

const CHECKING = 'Checking for a newer version';
const NEW_VERSION = `version ${APP_VERSION}`;

/** The banners as the build renders them (<VersionBanners />), then the page’s script. */
function openStaticPage(culture: Culture = 'en-GB') {
  document.body.innerHTML = renderToString(
    <WithI18n culture={culture}>
      <VersionBanners />
    </WithI18n>,
  );
  const container = document.querySelector('.version-banners') as HTMLElement;
  let report: (status: VersionStatus) => void = () => {};
  startVersionBanners(container, (reporter) => {
    report = reporter;
  });
  return { container, report: (status: VersionStatus) => report(status) };
}

/** A banner in the page, or null: a template's content is no part of it. */
const banner = (text: string) => screen.queryByText(text, { exact: false });

beforeEach(() => vi.mocked(startServiceWorkerOnceSettled).mockClear());

describe('the version banners', () => {
  test('are built as templates, in a live region, with their texts', () => {
    const { container } = openStaticPage('es-ES');
    expect(container).toHaveAttribute('role', 'status');
    expect(container).toHaveAttribute('aria-live', 'polite');
    const [checking, newVersion] = [...container.querySelectorAll('template')].map(
      (template) => template.content.firstElementChild,
    );
    expect(container.querySelector('.alert')).toBeNull();
    expect(checking?.classList.contains('alert-info')).toBe(true);
    expect(checking?.textContent).not.toBe('');
    expect(newVersion?.classList.contains('alert-warning')).toBe(true);
    expect(newVersion?.textContent).toContain(APP_VERSION);
    expect(screen.queryByRole('status')).toBeInTheDocument();
  });

  test('show "checking" while a slow check runs, and hide it when it ends', () => {
    const { report } = openStaticPage();
    report({ checkingNewVersion: true });
    expect(banner(CHECKING)).toBeVisible();
    expect(banner(NEW_VERSION)).toBeNull();
    report({ checkingNewVersion: false });
    expect(banner(CHECKING)).toBeNull();
    expect(banner(NEW_VERSION)).toBeNull();
  });

  test('show "new version" once one is installed, instead of "checking"', () => {
    const { report } = openStaticPage();
    report({ checkingNewVersion: true });
    report({ checkingNewVersion: false, newVersionAvailable: true });
    expect(banner(NEW_VERSION)).toBeVisible();
    expect(banner(CHECKING)).toBeNull();
    // A report of the check alone keeps what is known of the new version.
    report({ checkingNewVersion: true });
    expect(banner(NEW_VERSION)).toBeVisible();
    expect(banner(CHECKING)).toBeNull();
  });

  test('start the service worker', () => {
    document.body.innerHTML = renderToString(
      <WithI18n>
        <VersionBanners />
      </WithI18n>,
    );
    startVersionBanners(document.querySelector('.version-banners') as HTMLElement);
    expect(startServiceWorkerOnceSettled).toHaveBeenCalledOnce();
    const report = vi.mocked(startServiceWorkerOnceSettled).mock.calls[0]?.[0];
    report?.({ newVersionAvailable: true });
    expect(banner(NEW_VERSION)).toBeVisible();
  });
});
