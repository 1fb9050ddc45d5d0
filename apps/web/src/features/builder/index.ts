export { default, default as BuilderScreen } from './BuilderScreen';
export { default as CreateTokenScreen } from './CreateTokenScreen';
export { default as ManageTokenScreen } from './ManageTokenScreen';
