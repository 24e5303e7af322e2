import { describe, expect, test } from 'vitest';
import { INITIAL_TYPING_STATE, NEWLINE_PAUSE_TICKS, type TypingState, typingReducer } from './typing.ts';

function afterTicks(text: string, ticks: number): TypingState {
  let state = typingReducer(INITIAL_TYPING_STATE, { type: 'start' });
  for (let i = 0; i < ticks; i++) state = typingReducer(state, { type: 'tick', text });
  return state;
}

describe('typingReducer', () => {
  test('does not type before it starts', () => {
    expect(typingReducer(INITIAL_TYPING_STATE, { type: 'tick', text: 'abc' })).toEqual(INITIAL_TYPING_STATE);
  });

  test('types one character per tick', () => {
    expect(afterTicks('abcdef', 1).shown).toBe(1);
    expect(afterTicks('abcdef', 4).shown).toBe(4);
  });

  test(`waits ${NEWLINE_PAUSE_TICKS} ticks after a newline before the next character`, () => {
    const text = 'ab\ncd';
    expect(afterTicks(text, 3).shown).toBe(3);
    expect(afterTicks(text, 3 + NEWLINE_PAUSE_TICKS).shown).toBe(3);
    expect(afterTicks(text, 3 + NEWLINE_PAUSE_TICKS + 1).shown).toBe(4);
  });

  test('ends as typed when the last character is shown', () => {
    expect(afterTicks('abc', 2).phase).toBe('typing');
    expect(afterTicks('abc', 3)).toEqual({ phase: 'typed', shown: 3, pauseTicks: 0 });
  });

  test('skip shows the whole text from any phase before the end, and highlight follows only a typed text', () => {
    const skipped = typingReducer(INITIAL_TYPING_STATE, { type: 'skip', text: 'abc' });
    expect(skipped).toEqual({ phase: 'typed', shown: 3, pauseTicks: 0 });
    expect(typingReducer(INITIAL_TYPING_STATE, { type: 'highlight' }).phase).toBe('waiting');
    expect(typingReducer(skipped, { type: 'highlight' }).phase).toBe('highlighted');
  });
});
