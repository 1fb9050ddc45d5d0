/** The split catalogues served by the `splitCatalogues` Vite plugin (apps/web/vite-plugins.ts). */
declare module 'virtual:tycho-catalogues' {
  type GroupMessages = Record<string, string>;
  /** The shell's English messages, in the entry chunk. */
  export const shellEn: GroupMessages;
  /** A loader per locale and group (`shell` and each screen feature of the route table). */
  export const loaders: Record<'en' | 'ko' | 'ja', Record<string, () => Promise<{ default: GroupMessages }>>>;
}
