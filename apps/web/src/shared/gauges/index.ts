export { readGaugeUser, type GaugeReward, type GaugeUserData } from './gaugeAccount';
export { gaugeSharePercent, GAUGE_SHARE_DECIMALS } from './gaugeShare';
