/** What other features may use of the accounts feature (lint: no reaching into its folders). */
export { sessionQuery, useSession } from './api/check-login';
