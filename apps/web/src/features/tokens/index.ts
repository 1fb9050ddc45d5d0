export { default, default as TokensScreen } from './TokensScreen';
export { default as TokenScreen } from './TokenScreen';
