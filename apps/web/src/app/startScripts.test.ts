import { describe, expect, it } from 'vitest';
import { deferEntryScripts } from '../../vite-plugins';

describe('deferEntryScripts', () => {
  it("turns the entry's module scripts into module preloads that public/start.js starts, in their order", () => {
    const html = [
      '<script src="/start.js" async></script>',
      '<script type="module" crossorigin src="/assets/react-A1.js"></script>',
      '<script type="module" crossorigin src="/assets/boot-B2.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/ui-C3.js">',
    ].join('\n');
    expect(deferEntryScripts(html).split('\n')).toEqual([
      '<script src="/start.js" async></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-A1.js" data-start>',
      '<link rel="modulepreload" crossorigin href="/assets/boot-B2.js" data-start>',
      '<link rel="modulepreload" crossorigin href="/assets/ui-C3.js">',
    ]);
  });
});
