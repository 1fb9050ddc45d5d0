/*
 * The page's first script (index.html, async; a same-origin file: the content security policy allows no inline
 * script). Two jobs, both for the first paint (docs/decisions.md, "The app starts after the first frame"):
 *
 * 1. The browser's first number or date format call loads its ICU locale data: 20-60 ms (four times that on a
 *    throttled phone), which was the largest single piece of the app's first render. It is made here, while the app's
 *    larger scripts are still downloading and the page's thread has nothing else to do.
 * 2. The app's module scripts are in index.html as module preloads marked `data-start` (vite-plugins.ts
 *    `startAfterFirstFrame`): they download at once, and run only once the browser has painted index.html's frame
 *    (the header's logo), so that no script of the app, however fast it arrived, holds that paint back. A hidden tab
 *    paints no frames and starts at once; a frame that never comes (a throttled tab) is waited for at most 0.5 s.
 */
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
new Intl.NumberFormat().format(1.5);
new Intl.DateTimeFormat().format(0);
new Intl.PluralRules().select(1);

(function startAfterFirstFrame() {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[rel="modulepreload"][data-start]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = 'anonymous';
      script.src = links[i].href;
      document.head.appendChild(script);
    }
  }
  function afterFrame() {
    if (document.visibilityState !== 'visible') return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 500);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFrame);
  else afterFrame();
})();
