export { default, default as GaugesScreen } from './GaugesScreen';
