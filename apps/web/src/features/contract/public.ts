/** What other features may use of the contract feature: the granted upload with progress. */
export { putGrantedFile, type GrantTarget, type PutOptions } from './lib/granted-upload';
