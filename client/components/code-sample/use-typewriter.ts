import { useEffect, useReducer } from 'react';
import {
  HIGHLIGHT_DELAY_MS,
  INITIAL_TYPING_STATE,
  TICK_MS,
  type TypingState,
  typingReducer,
} from './typing.ts';

/**
 * Types `text` out once `shouldStart` turns true, then highlights it HIGHLIGHT_DELAY_MS after the last
 * character. With `isInstant` (skip all animations, reduced motion) the text is whole and highlighted at once.
 * Timers live in effects only, so a server render is the 'waiting' state and never touches the DOM.
 */
export function useTypewriter(
  text: string,
  { shouldStart, isInstant }: { shouldStart: boolean; isInstant: boolean },
): TypingState {
  const [state, dispatch] = useReducer(typingReducer, INITIAL_TYPING_STATE);
  const { phase } = state;

  useEffect(() => {
    if (shouldStart && !isInstant) dispatch({ type: 'start' });
  }, [shouldStart, isInstant]);

  // Once shown whole (skipped, or reduced motion), a sample stays whole if the choice is undone.
  useEffect(() => {
    if (isInstant) dispatch({ type: 'skip', text });
  }, [isInstant, text]);

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

  if (isInstant) return { phase: 'highlighted', shown: text.length, pauseTicks: 0 };
  return state;
}
