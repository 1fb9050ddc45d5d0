import { useSyncExternalStore } from 'react';

let serverMatches: (query: string) => boolean = () => false;

/**
 * On the server (the first screens of src/app/prerender), which media queries the page is rendered as matching: the
 * server guesses a phone from the request (apps/server/src/http/firstScreens.ts), and the browser's first render
 * reads the real screen.
 */
export function setServerMediaQueries(matches: (query: string) => boolean): void {
  serverMatches = matches;
}

/** True while the media query matches; false where matchMedia is unavailable. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => serverMatches(query),
  );
}

export const NARROW_QUERY = '(max-width: 639.98px)';
