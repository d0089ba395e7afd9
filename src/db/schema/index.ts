export * from './websites';
export * from './locations';
export * from './catalogue';
export * from './cars';
export * from './reviews';
export * from './users';
export * from './leads';
export * from './reservations';
