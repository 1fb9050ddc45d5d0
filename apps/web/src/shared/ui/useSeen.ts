import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

const observable = () => typeof IntersectionObserver !== 'undefined';

/**
 * Whether the element has been in the viewport (or within `margin` of it) at least once: the ref goes on the element,
 * the flag stays true from then on. Heavy parts below the fold (a chart's canvas, a proposal's markdown) wait for it,
 * so they cost nothing on the page's first load. Where IntersectionObserver is missing (unit tests) it is true at once.
 */
export function useSeen<T extends Element>(margin = '0px'): [(element: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => !observable());
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !observable()) return;
      const watch = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watch.disconnect();
          // what waited for the element (a chart, markdown) renders in slices, without blocking input
          startTransition(() => setSeen(true));
        },
        { rootMargin: margin },
      );
      watch.observe(element);
      observer.current = watch;
    },
    [margin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, seen];
}
