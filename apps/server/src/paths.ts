import { fileURLToPath } from 'node:url';

/*
 * Paths of files the server reads at run time. This module sits at the top of src/, and the
 * bundle (dist/server.js) sits at the same depth, so the same relative URLs work for both;
 * build.mjs copies the migrations next to the bundle.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations/', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** The fonts the contract PDFs embed (apps/server/assets/fonts, beside src/ and dist/). */
export const FONTS_DIR = fileURLToPath(new URL('../assets/fonts/', import.meta.url));
