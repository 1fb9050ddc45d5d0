/*
 * The page's first script (index.html, async; a same-origin file: the content security policy allows no inline
 * script). Two jobs, both for the first paint (docs/decisions.md, "The boot frame paints the logo, and the
 * app starts after the first frame"):
 *
 * 1. The browser's first number or date format call loads its ICU locale data: 20-60 ms (four times that on a
 *    throttled phone), which was the largest single piece of the app's first render. It is made here, while the app's
 *    larger scripts are still downloading and the page's thread has nothing else to do.
 * 2. The app's module scripts are in index.html as module preloads marked `data-start` (vite-plugins.ts
 *    `startAfterFirstPaint`): they download at once, and run only once the browser has painted index.html's frame
 *    (the header's logo), so that no script of the app, however fast it arrived, holds that paint back: they start
 *    when the browser reports its first paint. A page that arrives with its first screen (the server's
 *    apps/server/src/http/firstScreens.ts) names them as `tycho-start` links and its route's files as `tycho-preload`
 *    links instead: nothing downloads before that paint, and both start here after it. A hidden tab paints nothing
 *    and starts at once; a paint that is not reported (a throttled tab, a browser without paint timing) is waited for
 *    at most 0.5 s.
 */
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
new Intl.NumberFormat().format(1.5);
new Intl.DateTimeFormat().format(0);
new Intl.PluralRules().select(1);

(function startAfterFirstPaint() {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[rel="modulepreload"][data-start], link[rel="tycho-start"]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = 'anonymous';
      script.src = links[i].href;
      document.head.appendChild(script);
    }
    // a page with its first screen names its route's files only now (the server's tycho-preload links)
    var later = document.querySelectorAll('link[rel="tycho-preload"]');
    for (var j = 0; j < later.length; j++) {
      var preload = document.createElement('link');
      var style = /\.css$/.test(later[j].getAttribute('href') || '');
      preload.rel = style ? 'preload' : 'modulepreload';
      if (style) preload.as = 'style';
      preload.crossOrigin = 'anonymous';
      preload.href = later[j].href;
      document.head.appendChild(preload);
    }
  }
  // The browser reports a paint once the frame is on screen: a task queued from a requestAnimationFrame callback can
  // run before that, and a module evaluated then is counted as holding the first paint back.
  function afterFirstPaint() {
    if (document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function') return start();
    if (performance.getEntriesByType('paint').length > 0) return start();
    try {
      new PerformanceObserver(function (_list, observer) {
        observer.disconnect();
        start();
      }).observe({ type: 'paint' });
    } catch {
      return start();
    }
    setTimeout(start, 500);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
