import { useId } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';
import { useIsHydrated } from '#client/lib/use-is-hydrated.ts';
import { setSkipAnimations, useSkipAnimations } from './skip-animations.ts';

/**
 * One switch for the whole page: on, every code sample shows whole and highlighted at once, on this page,
 * the other docs pages and later visits. Disabled until the page runs, like every control that needs it.
 * `data-skip-animations` is how a page without React (code-sample-behaviour.ts) finds it.
 */
export function SkipAnimationsSwitch() {
  const { t, i18n } = useTranslation('docs');
  const isSkipped = useSkipAnimations();
  const isHydrated = useIsHydrated();
  const id = useId();
  return (
    <div className="form-check form-switch mb-4" lang={i18n.language}>
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox states its own checked state; HTML forbids aria-checked on it.
        role="switch"
        data-skip-animations=""
        checked={isSkipped}
        disabled={!isHydrated}
        onChange={(event) => setSkipAnimations(event.currentTarget.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {t('sample.skipAll')}
      </label>
    </div>
  );
}
