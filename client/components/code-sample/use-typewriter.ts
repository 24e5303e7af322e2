import { useCallback, useEffect, useReducer } from 'react';
import {
  HIGHLIGHT_DELAY_MS,
  INITIAL_TYPING_STATE,
  TICK_MS,
  type TypingState,
  typingReducer,
} from './typing.ts';

/**
 * Types `text` out once `shouldStart` turns true, then highlights it HIGHLIGHT_DELAY_MS after the last
 * character (or after skip). With `isInstant` (reduced motion) the text is whole and highlighted at once.
 * Timers live in effects only, so a server render is the 'waiting' state and never touches the DOM.
 */
export function useTypewriter(
  text: string,
  { shouldStart, isInstant }: { shouldStart: boolean; isInstant: boolean },
): TypingState & { skip: () => void } {
  const [state, dispatch] = useReducer(typingReducer, INITIAL_TYPING_STATE);
  const { phase } = state;

  useEffect(() => {
    if (shouldStart && !isInstant) dispatch({ type: 'start' });
  }, [shouldStart, isInstant]);

  useEffect(() => {
    if (phase !== 'typing' || isInstant) return;
    const timer = setInterval(() => dispatch({ type: 'tick', text }), TICK_MS);
    return () => clearInterval(timer);
  }, [phase, text, isInstant]);

  useEffect(() => {
    if (phase !== 'typed') return;
    const timer = setTimeout(() => dispatch({ type: 'highlight' }), HIGHLIGHT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const skip = useCallback(() => dispatch({ type: 'skip', text }), [text]);

  if (isInstant) return { phase: 'highlighted', shown: text.length, pauseTicks: 0, skip };
  return { ...state, skip };
}
