export { TokenUpgradeMount } from './TokenUpgradeMount';
