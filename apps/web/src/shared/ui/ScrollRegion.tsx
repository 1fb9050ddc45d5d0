import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import list from './list.module.css';

/**
 * A labelled region that scrolls sideways (focusable, so the keyboard can scroll it) with a visible cue while there
 * is more to the right: a fade at the edge and "Scroll sideways for more →" (issue 39: a table cut at the edge with no
 * sign that it scrolls). The region carries `data-scroll-cue` while the cue shows.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    update();
    // without ResizeObserver (older browsers, jsdom) the cue follows the scroll alone
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <div className={list.scrollCueFrame} data-scroll-cue={more ? '' : undefined}>
      {/* above the table, so rows that arrive or grow never move it; on narrow screens its line is kept while it is
          hidden, so its coming and going moves nothing either */}
      <p className={list.scrollCue} aria-hidden="true" data-testid="scroll-cue" hidden={!more}>
        <FormattedMessage id="list.scrollCue" />
      </p>
      <div ref={ref} className={list.scroll} role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
