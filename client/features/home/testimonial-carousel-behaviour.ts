import { followReducedMotion } from '#client/lib/reduced-motion.ts';

/** Spec §4 and §9: the testimonials advance every 5 seconds. */
export const TESTIMONIAL_ROTATION_MS = 5000;

/** The rotation button's icons, the pause one in the build's HTML too (testimonial-carousel.tsx). */
export const ROTATION_ICONS = { play: '▶', pause: '❚❚' } as const;

/**
 * The testimonial carousel in the browser, on the HTML TestimonialCarousel renders at build time (first slide
 * current, pause button shown, aria-live off): a timeout per shown slide (data-interval-ms on the root), none while the pointer is over the carousel, focus is in the picker,
 * the visitor paused it or asks for reduced motion (then the pause button goes too), and the slides announced
 * (aria-live polite) only while they are not moving by themselves. The button's play label is in its
 * data-play-label, as the server renders only the pause one.
 */
export function enhanceTestimonialCarousel(root: HTMLElement): void {
  const live = root.querySelector<HTMLElement>('.testimonial-slides');
  const picker = root.querySelector<HTMLElement>('.testimonial-picker');
  const rotation = root.querySelector<HTMLButtonElement>('.testimonial-rotation');
  const slides = [...root.querySelectorAll<HTMLElement>('.testimonial-slide')];
  const dots = [...root.querySelectorAll<HTMLElement>('.testimonial-dot')];
  if (!live || !picker) return;
  const intervalMs = Number(root.dataset.intervalMs) || TESTIMONIAL_ROTATION_MS;

  const state = {
    current: 0,
    prefersReducedMotion: false,
    isPausedByUser: false,
    isHovered: false,
    hasFocusOnPicker: false,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // What the timer was last set for: it restarts only when one of them changes, so a slide chosen by hand gets a
  // full interval too.
  let timerFor: [boolean, number] | undefined;

  const update = () => {
    const { current } = state;
    const isRotating =
      !state.prefersReducedMotion &&
      !state.isPausedByUser &&
      !state.isHovered &&
      !state.hasFocusOnPicker &&
      slides.length > 1;
    slides.forEach((slide, index) => {
      slide.classList.toggle('is-current', index === current);
      setOrRemove(slide, 'aria-hidden', index === current ? null : 'true');
    });
    dots.forEach((dot, index) => {
      setOrRemove(dot, 'aria-current', index === current ? 'true' : null);
    });
    live.setAttribute('aria-live', isRotating ? 'off' : 'polite');
    if (timerFor?.[0] === isRotating && timerFor[1] === current) return;
    timerFor = [isRotating, current];
    clearTimeout(timer);
    if (isRotating) timer = setTimeout(() => change({ current: (current + 1) % slides.length }), intervalMs);
  };
  const change = (next: Partial<typeof state>) => {
    Object.assign(state, next);
    update();
  };

  root.addEventListener('mouseenter', () => change({ isHovered: true }));
  root.addEventListener('mouseleave', () => change({ isHovered: false }));
  // Focus on the picker pauses rotation; focus on the pause button does not, so the button says what it does.
  picker.addEventListener('focusin', () => change({ hasFocusOnPicker: true }));
  picker.addEventListener('focusout', () => change({ hasFocusOnPicker: false }));
  dots.forEach((dot, index) => {
    dot.addEventListener('click', () => change({ current: index }));
  });

  if (rotation) {
    const icon = rotation.querySelector('.testimonial-rotation-icon');
    const labels = { play: rotation.dataset.playLabel ?? '', pause: rotation.dataset.pauseLabel ?? '' };
    rotation.addEventListener('click', () => {
      change({ isPausedByUser: !state.isPausedByUser });
      const shown = state.isPausedByUser ? 'play' : 'pause';
      if (!icon) return;
      icon.textContent = ROTATION_ICONS[shown];
      // The icon is hidden from assistive technology: the text after it is the button's name.
      rotation.replaceChildren(icon, ` ${labels[shown]}`);
    });
  }
  const controls = rotation?.parentElement;
  followReducedMotion((reduce) => {
    // Nothing moves by itself under reduced motion, so there is nothing to pause: the button goes.
    if (reduce) rotation?.remove();
    else if (rotation && controls && !rotation.isConnected) controls.insertBefore(rotation, picker);
    change({ prefersReducedMotion: reduce });
  });
}

/** An attribute set, or left out when it has no value. */
function setOrRemove(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
