import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MemoryLocation } from '#client/lib/navigation.tsx';
import { WithI18n } from '#client/test/i18n.tsx';
import { CULTURE_BASENAMES } from '#shared/culture-paths.ts';
import { SeatCalculator } from './seat-calculator.tsx';

function renderAt(path: string, content: ReactNode) {
  return render(
    <WithI18n culture={path.startsWith('/es') ? 'es-ES' : 'en-GB'}>
      <MemoryLocation url={path} basenames={CULTURE_BASENAMES}>
        {content}
      </MemoryLocation>
    </WithI18n>,
  );
}

const field = () => screen.getByRole('textbox', { name: /Number of users|Número de usuarios/ });
const type = (value: string) => act(async () => fireEvent.change(field(), { target: { value } }));

afterEach(() => vi.unstubAllGlobals());

describe('the seat calculator', () => {
  test('a count it cannot price is announced as an alert, described by the field, and not sent up', async () => {
    const onUsersChange = vi.fn();
    renderAt(
      '/pricing',
      <SeatCalculator
        billing="monthly"
        currency="EUR"
        users={5}
        culture="en-GB"
        onUsersChange={onUsersChange}
      />,
    );
    for (const [typed, message] of [
      ['abc', 'Enter the number of users in figures, for example 12.'],
      ['100000', 'For more than 1,000 users, request a quote and we will price it with you.'],
    ] as const) {
      await type(typed);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(onUsersChange).not.toHaveBeenCalled();
    await type('12');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onUsersChange).toHaveBeenLastCalledWith(12);
  });

  test('a count the page brings (its URL) replaces the field', () => {
    const props = { billing: 'monthly', currency: 'EUR', culture: 'en-GB', onUsersChange: () => {} } as const;
    const { rerender } = renderAt('/pricing', <SeatCalculator {...props} users={5} />);
    expect(field()).toHaveValue('5');
    rerender(
      <WithI18n>
        <MemoryLocation url={'/pricing'}>
          <SeatCalculator {...props} users={13} />
        </MemoryLocation>
      </WithI18n>,
    );
    expect(field()).toHaveValue('13');
    expect(screen.getByText('Total per month: €400')).toBeVisible();
  });

  test('"Copy a link to this result" copies the page in its culture with the choices, at the calculator', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt(
      '/es/pricing',
      <SeatCalculator billing="annual" currency="GBP" users={12} culture="es-ES" onUsersChange={() => {}} />,
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Copiar un enlace a este resultado' })),
    );
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/es/pricing?period=annual&currency=GBP&users=12#seat-calculator`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Enlace copiado.');
  });

  test('without a clipboard, the link is shown to copy by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderAt(
      '/pricing',
      <SeatCalculator billing="monthly" currency="EUR" users={5} culture="en-GB" onUsersChange={() => {}} />,
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Copy a link to this result' })),
    );
    const link = `${window.location.origin}/pricing?period=monthly&currency=EUR&users=5#seat-calculator`;
    expect(screen.getByRole('status')).toHaveTextContent('Your browser did not let us copy the link.');
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  });
});
