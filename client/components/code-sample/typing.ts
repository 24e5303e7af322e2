/** The typing animation's timings. */
export const TICK_MS = 20;
export const NEWLINE_PAUSE_TICKS = 20;
export const HIGHLIGHT_DELAY_MS = 200;

/**
 * waiting: not started (as built, or not scrolled into view yet); typing: one character per tick;
 * typed: the whole text is shown, plain; highlighted: the whole text is shown with syntax colours.
 */
export type TypingPhase = 'waiting' | 'typing' | 'typed' | 'highlighted';

export interface TypingState {
  phase: TypingPhase;
  /** How many characters of the text are shown. */
  shown: number;
  /** Ticks left to wait before the next character (after a newline). */
  pauseTicks: number;
}

export type TypingAction =
  | { type: 'start' }
  | { type: 'tick'; text: string }
  | { type: 'skip'; text: string }
  | { type: 'highlight' };

export const INITIAL_TYPING_STATE: TypingState = { phase: 'waiting', shown: 0, pauseTicks: 0 };

/**
 * One step of the animation. A tick types one character; typing a newline makes the next
 * NEWLINE_PAUSE_TICKS ticks type nothing, so each line "lands" before the next one starts.
 */
export function typingReducer(state: TypingState, action: TypingAction): TypingState {
  switch (action.type) {
    case 'start':
      return state.phase === 'waiting' ? { ...state, phase: 'typing' } : state;
    case 'tick': {
      if (state.phase !== 'typing') return state;
      if (state.pauseTicks > 0) return { ...state, pauseTicks: state.pauseTicks - 1 };
      const shown = Math.min(state.shown + 1, action.text.length);
      if (shown >= action.text.length) return { phase: 'typed', shown, pauseTicks: 0 };
      const pauseTicks = action.text[shown - 1] === '\n' ? NEWLINE_PAUSE_TICKS : 0;
      return { phase: 'typing', shown, pauseTicks };
    }
    case 'skip':
      return state.phase === 'typed' || state.phase === 'highlighted'
        ? state
        : { phase: 'typed', shown: action.text.length, pauseTicks: 0 };
    case 'highlight':
      return state.phase === 'typed' ? { ...state, phase: 'highlighted' } : state;
  }
}
