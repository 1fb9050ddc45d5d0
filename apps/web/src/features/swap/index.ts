export { default, default as SwapScreen } from './SwapScreen';
