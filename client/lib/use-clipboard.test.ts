import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useClipboard } from './use-clipboard.ts';

function clipboardThat(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useClipboard', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  test('copies the text, says so, and forgets it after resetAfterMs', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    clipboardThat(writeText);
    const { result } = renderHook(() => useClipboard({ resetAfterMs: 1000 }));
    await act(async () => expect(await result.current.copy('FXE-1234-ABCD')).toBe(true));
    expect(writeText).toHaveBeenCalledWith('FXE-1234-ABCD');
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.status).toBe('idle');
  });

  test('without a clipboard, a failure, kept with keepFailure', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useClipboard({ resetAfterMs: 1000, keepFailure: true }));
    await act(async () => expect(await result.current.copy('text')).toBe(false));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.status).toBe('failed');
  });

  test('text still on its way is written when it comes; a refusal is a failure', async () => {
    const writeText = vi.fn(async () => {});
    clipboardThat(writeText);
    const { result } = renderHook(() => useClipboard());
    await act(async () => expect(await result.current.copy(Promise.resolve('# Title'))).toBe(true));
    expect(writeText).toHaveBeenCalledWith('# Title');
    await act(async () => expect(await result.current.copy(Promise.reject(new Error('404')))).toBe(false));
    expect(result.current.status).toBe('failed');
  });
});
