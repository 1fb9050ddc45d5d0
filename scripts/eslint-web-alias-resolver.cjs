// ESLint import resolver (interface v2) for the web app's `@/` path alias: `@/x` means
// apps/web/src/x, as in tsconfig `paths` and the vite alias. Resolution itself is the node
// resolver's; this only rewrites the specifier, so the import boundaries see through the alias.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const WEB_SRC = path.join(__dirname, '..', 'apps', 'web', 'src');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const target = source.startsWith('@/') ? path.join(WEB_SRC, source.slice(2)) : source;
  return nodeResolver.resolve(target, file, config);
};
