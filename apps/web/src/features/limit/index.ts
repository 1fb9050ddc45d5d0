export { default, default as LimitScreen } from './LimitScreen';
