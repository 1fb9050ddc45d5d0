export * from './common';
export * from './route';
export * from './openapi';
export * from './system';
export * from './dex';
export * from './gauges';
export * from './dao';
export * from './governance';
