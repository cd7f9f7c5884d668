export * from './scalars';
export * from './resources';
export * from './endpoints';
export * from './errors';
