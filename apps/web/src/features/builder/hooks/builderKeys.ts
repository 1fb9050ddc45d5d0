/** Query keys of the builder's reads (a module of its own: the create page needs the keys, not the list query). */
export const builderKeys = {
  tokens: (owner: string | undefined) => ['builder', 'tokens', owner?.toLowerCase()] as const,
  root: (root: string) => ['builder', 'root', root.toLowerCase()] as const,
  balance: (root: string, owner: string) => ['builder', 'balance', root.toLowerCase(), owner.toLowerCase()] as const,
};
