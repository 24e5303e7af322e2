import { COPY_CONFIRMATION_MS, copyText } from './copy-text.ts';
import { followCaret } from './follow-caret.ts';
import { isSkippingAnimations, setSkipAnimations, subscribeSkipAnimations } from './skip-animations-store.ts';
import {
  HIGHLIGHT_DELAY_MS,
  INITIAL_TYPING_STATE,
  TICK_MS,
  type TypingAction,
  type TypingState,
  typingReducer,
} from './typing.ts';

/*
 * The docs' code samples in the browser: their typing, Copy and the "Skip all animations" switch, done to the
 * HTML that CodeSampleHost and SkipAnimationsSwitch render at build time (docs/decisions/0038).
 *
 * What it expects of the markup (a CodeSampleHost and a SkipAnimationsSwitch rendered to HTML):
 * - `.code-sample-host[data-code]`: one sample; `data-code` its exact text, and its `<template>` child the
 *   tokens highlighted at build time (without them, the sample ends plain);
 * - inside it `.code-sample-area` (the scrolling region), `pre.code-sample-display[data-phase] > code` (what
 *   types), `.code-sample-button` (Copy) and `.code-sample-status` with its messages in `data-copied` and
 *   `data-copy-failed`;
 * - `input[data-skip-animations]`: the page's switch.
 * Everything else (the screen readers' copy, the region's name, the labels, the languages) is already right in
 * the HTML and is left alone; so are StaticCodeSample's samples (the home page's), which have no host.
 */

/** The samples follow the system's reduced motion live. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A sample starts typing once this much of its area is in view. */
const IN_VIEW_THRESHOLD = 0.15;

/** Elements brought to life and not stopped: a second call (a page swapped in later) leaves them to the first. */
const enhanced = new WeakSet<Element>();

interface LiveSample {
  /** Follows the page's choices when they change. */
  update(choices: Choices): void;
  stop(): void;
}

/**
 * Brings every code sample and skip switch under `root` to life. Returns what stops it all (timers, observers,
 * listeners), for a page that replaces the samples, and for tests.
 */
export function enhanceCodeSamples(root: ParentNode): () => void {
  const motion = window.matchMedia(REDUCED_MOTION);
  const choices = (): Choices => ({ isSkipped: isSkippingAnimations(), isReduced: motion.matches });

  const hosts = [...root.querySelectorAll<HTMLElement>('.code-sample-host[data-code]')].filter(
    (host) => !enhanced.has(host),
  );
  const samples = hosts.map((host) => {
    enhanced.add(host);
    return liveSample(host, choices());
  });

  const switches = [...root.querySelectorAll<HTMLInputElement>('input[data-skip-animations]')].filter(
    (input) => !enhanced.has(input),
  );
  const onSwitch = (event: Event) => setSkipAnimations((event.currentTarget as HTMLInputElement).checked);
  for (const input of switches) {
    enhanced.add(input);
    input.checked = isSkippingAnimations();
    input.disabled = false;
    input.addEventListener('change', onSwitch);
  }

  const follow = () => {
    const now = choices();
    for (const input of switches) input.checked = now.isSkipped;
    for (const sample of samples) sample.update(now);
  };
  const unsubscribe = subscribeSkipAnimations(follow);
  motion.addEventListener('change', follow);

  return () => {
    unsubscribe();
    motion.removeEventListener('change', follow);
    for (const input of switches) input.removeEventListener('change', onSwitch);
    for (const sample of samples) sample.stop();
    // Stopped, they are anyone's again.
    for (const element of [...hosts, ...switches]) enhanced.delete(element);
  };
}

/** Choices that change how every sample shows: "Skip all animations", and the system's reduced motion. */
interface Choices {
  isSkipped: boolean;
  isReduced: boolean;
}

/** The parts of a sample's markup it types into and scrolls. */
interface Display {
  area: HTMLElement;
  pre: HTMLElement;
  code: HTMLElement;
  /** The build's highlighted tokens; none (or an empty template), and the sample ends plain. */
  tokens: HTMLTemplateElement | null;
}

function liveSample(host: HTMLElement, initial: Choices): LiveSample {
  const text = host.dataset.code ?? '';
  const stopCopy = enableCopy(host, text);
  const area = host.querySelector<HTMLElement>('.code-sample-area');
  const pre = host.querySelector<HTMLElement>('pre.code-sample-display[data-phase]');
  const code = pre?.querySelector('code');
  if (!area || !pre || !code) return { update() {}, stop: stopCopy };
  const typewriter = typeSample(text, { area, pre, code, tokens: host.querySelector(':scope > template') });
  typewriter.update(initial);
  return {
    update: typewriter.update,
    stop() {
      typewriter.stop();
      stopCopy();
    },
  };
}

/** A sample's typing: started in view, shown whole when skipped. */
function typeSample(text: string, { area, pre, code, tokens }: Display): LiveSample {
  let state: TypingState = INITIAL_TYPING_STATE;
  let isInstant = false;
  let isSkipped = false;
  let isInView = false;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let highlighter: ReturnType<typeof setTimeout> | undefined;
  // While typing, one text node grows before the cursor, rather than the sample being rebuilt every 20 ms.
  const typed = document.createTextNode('');
  const caret = document.createElement('span');
  caret.className = 'code-sample-caret';
  /** What the display shows now, so a change of choices that changes nothing does not rebuild it. */
  let painted = pre.dataset.phase;

  function dispatch(action: TypingAction) {
    const before = state.phase;
    state = typingReducer(state, action);
    if (state.phase === before) return;
    // A tick every TICK_MS while typing, the colours HIGHLIGHT_DELAY_MS after the end.
    clearInterval(ticker);
    if (state.phase === 'typing') ticker = setInterval(() => step({ type: 'tick', text }), TICK_MS);
    if (state.phase === 'typed')
      highlighter = setTimeout(() => step({ type: 'highlight' }), HIGHLIGHT_DELAY_MS);
  }

  function step(action: TypingAction) {
    dispatch(action);
    paint();
  }

  /** The display for the state: skipped or reduced, it is whole and highlighted whatever the state. */
  function paint() {
    const phase = isInstant ? 'highlighted' : state.phase;
    const view = phase === 'typing' ? `typing:${state.shown}` : phase;
    if (view === painted) return;
    painted = view;
    pre.dataset.phase = phase;
    if (phase === 'typing') {
      typed.data = text.slice(0, state.shown);
      if (caret.parentNode !== code) code.replaceChildren(typed, caret);
      if (state.shown > 0) followCaret(area, caret);
    } else if (phase === 'highlighted' && tokens?.content.hasChildNodes()) {
      code.replaceChildren(tokens.content.cloneNode(true));
    } else {
      code.textContent = phase === 'waiting' ? '' : text;
    }
  }

  function update(choices: Choices) {
    isInstant = choices.isSkipped || choices.isReduced;
    // Once shown whole, a sample stays whole if the choice is undone.
    if (isInstant) dispatch({ type: 'skip', text });
    else if (isInView) dispatch({ type: 'start' });
    // Skipped while typing: the whole sample shows from its first line, not from where the cursor was.
    if (choices.isSkipped && !isSkipped) {
      area.scrollTop = 0;
      area.scrollLeft = 0;
    }
    isSkipped = choices.isSkipped;
    paint();
  }

  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver === 'undefined') isInView = true;
  else {
    // Seen once is enough: a sample that has started typing finishes even when scrolled away.
    observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer?.disconnect();
        isInView = true;
        if (!isInstant) step({ type: 'start' });
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(area);
  }

  return {
    update,
    stop() {
      clearInterval(ticker);
      clearTimeout(highlighter);
      observer?.disconnect();
    },
  };
}

/** The Copy button: enabled now the page runs, its confirmation shown for a while, then cleared. */
function enableCopy(host: HTMLElement, text: string): () => void {
  const button = host.querySelector<HTMLButtonElement>('.code-sample-button');
  const status = host.querySelector<HTMLElement>('.code-sample-status');
  if (!button || !status) return () => {};
  const messages = { idle: '', copied: status.dataset.copied ?? '', failed: status.dataset.copyFailed ?? '' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (kind: keyof typeof messages) => {
    status.className = `code-sample-status is-${kind}`;
    status.textContent = messages[kind];
  };
  const onClick = async () => {
    show(await copyText(text));
    // Every copy keeps its confirmation up for the whole time from that copy.
    clearTimeout(timer);
    timer = setTimeout(() => show('idle'), COPY_CONFIRMATION_MS);
  };
  button.disabled = false;
  button.addEventListener('click', onClick);
  return () => {
    clearTimeout(timer);
    button.removeEventListener('click', onClick);
  };
}
