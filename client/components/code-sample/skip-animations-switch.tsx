import { useId } from 'react';
import { useTranslation } from '#client/lib/i18n/react.tsx';

/**
 * One switch for the whole docs page: on, every code sample shows whole and highlighted at once, on this page,
 * the other docs pages and later visits. Off and disabled in the HTML (the page is built the same for everyone,
 * docs/decisions/0038): code-sample-behaviour.ts finds it by `data-skip-animations`, sets it to the visitor's
 * choice and enables it.
 */
export function SkipAnimationsSwitch() {
  const { t, i18n } = useTranslation('docs');
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
        disabled
      />
      <label className="form-check-label" htmlFor={id}>
        {t('sample.skipAll')}
      </label>
    </div>
  );
}
