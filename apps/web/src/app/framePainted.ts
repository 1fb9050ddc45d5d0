/**
 * Resolves once the browser has painted the frame on screen now (index.html's header with the logo, at boot), so that
 * the app's first render, one synchronous task, never runs before anything is shown. A hidden tab paints no frames: it
 * resolves at once. On a real network the frame is painted long before the scripts arrive and this costs nothing; when
 * they come from the cache it costs one frame.
 */
export function framePainted(doc: Pick<Document, 'visibilityState'> = document): Promise<void> {
  if (doc.visibilityState !== 'visible') return Promise.resolve();
  // a requestAnimationFrame callback runs before its frame is painted; a task queued from it runs after
  return new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
}
