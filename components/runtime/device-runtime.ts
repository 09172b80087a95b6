/*
 * What every page starts once it is interactive, in one module so that it costs one request:
 * the device's lists (lists-runtime.ts), the data saver (saver-runtime.ts) and the offline
 * worker (offline-runtime.ts). Loaded by DeviceLists (components/saved/device-lists.tsx).
 */
export { startLists } from './lists-runtime';
export { startOffline } from './offline-runtime';
export { startSaver } from './saver-runtime';
