import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { HydratedFieldset } from './hydrated-fieldset.tsx';

const form = (
  <form>
    <HydratedFieldset legend="Send us a message">
      <label>
        Email <input type="email" />
      </label>
    </HydratedFieldset>
  </form>
);

describe('HydratedFieldset', () => {
  test('is a group named by its legend, its fields enabled in the running app', () => {
    render(form);
    const group = screen.getByRole('group', { name: 'Send us a message' });
    expect(group).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  });

  test('comes disabled, with its legend, in the prerendered page', () => {
    const html = renderToString(form);
    expect(html).toContain(
      '<fieldset disabled=""><legend class="visually-hidden">Send us a message</legend>',
    );
  });
});
