/**
 * What /map/ loads when the interactive map starts, in one `import()` (use-map-canvas.ts): the
 * map itself (map-view.ts, with MapLibre) and the controls and card only a drawn map shows
 * (map-controls.tsx). None of it is any page's first-load script.
 */
export { createMapView } from './map-view';
export { MapControls } from './map-controls';
