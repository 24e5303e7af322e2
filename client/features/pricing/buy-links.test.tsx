import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { MemoryLocation } from '#client/lib/navigation.tsx';
import { WithI18n } from '#client/test/i18n.tsx';
import { FlatPlanCards, PerUserPlanCards } from './plan-cards.tsx';
import { SeatCalculator } from './seat-calculator.tsx';

function renderOnPricing(content: ReactNode) {
  render(
    <WithI18n>
      <MemoryLocation url={'/pricing'}>{content}</MemoryLocation>
    </WithI18n>,
  );
}

describe('"Buy" on the pricing page', () => {
  test('a per-user card orders its tier’s smallest team, beside its quote link', () => {
    renderOnPricing(<PerUserPlanCards billing="annual" currency="GBP" culture="en-GB" />);
    expect(screen.getByRole('link', { name: 'Buy the Boutique plan' })).toHaveAttribute(
      'href',
      '/account/buy?plan=perUser&billing=annual&currency=GBP&users=1',
    );
    expect(screen.getByRole('link', { name: 'Buy the Team plan' })).toHaveAttribute(
      'href',
      '/account/buy?plan=perUser&billing=annual&currency=GBP&users=6',
    );
    expect(screen.getByRole('link', { name: 'Buy the Large plan' })).toHaveAttribute(
      'href',
      '/account/buy?plan=perUser&billing=annual&currency=GBP&users=11',
    );
    expect(screen.getByRole('link', { name: 'Request a quote for the Large plan' })).toHaveAttribute(
      'href',
      '/quote?billing=annual&currency=GBP&plan=perUser',
    );
  });

  test('a flat card orders its tier from its smallest team, annual', () => {
    renderOnPricing(<FlatPlanCards currency="AUD" culture="en-GB" />);
    expect(
      ['Business', 'Enterprise', 'Ultimate'].map((plan) =>
        screen.getByRole('link', { name: `Buy the ${plan} plan` }).getAttribute('href'),
      ),
    ).toEqual([
      '/account/buy?plan=business&billing=annual&currency=AUD&users=16',
      '/account/buy?plan=enterprise&billing=annual&currency=AUD&users=27',
      '/account/buy?plan=ultimate&billing=annual&currency=AUD&users=46',
    ]);
  });

  test('the calculator orders its count with its cheapest option', async () => {
    renderOnPricing(
      <SeatCalculator billing="annual" currency="EUR" users={5} culture="en-GB" onUsersChange={() => {}} />,
    );
    await act(async () =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Number of users' }), { target: { value: '30' } }),
    );
    expect(screen.getByRole('link', { name: 'Buy for 30 developers' })).toHaveAttribute(
      'href',
      '/account/buy?plan=enterprise&billing=annual&currency=EUR&users=30',
    );
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/quote?users=30&billing=annual&currency=EUR&plan=enterprise',
    );
  });
});
