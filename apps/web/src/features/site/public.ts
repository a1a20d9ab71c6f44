/** What other features may use of the site feature (lint: no reaching into its folders). */
export { useSiteConfig } from './api/get-site-config';
