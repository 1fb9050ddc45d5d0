export { default, default as GaugesScreen } from './GaugesScreen';
export { default as GaugeScreen } from './GaugeScreen';
export { default as CalcScreen } from './CalcScreen';
export { default as CreateGaugeScreen } from './CreateGaugeScreen';
