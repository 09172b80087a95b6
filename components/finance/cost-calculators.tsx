'use client';

/*
 * The calculators' one client boundary: 'What it costs' (cost-section.tsx, a server component)
 * imports both from here, and the modules behind it are client code through it. One boundary
 * lets the bundler put the two calculators and what they share into one module; a boundary in
 * each calculator's file made every listing page's first-load script 162 bytes (gzip) heavier.
 */
export { MortgageCalculator } from './mortgage-calculator';
export { MoveInCalculator } from './move-in-calculator';
