export * from './tabs';
export * from './breadcrumbs';
export * from './visited';
export * from './sidebar';
export * from './routes';
export * from './navigation-reducer';
export * from './shortcuts';
export * from './remote-parcel';
