/** What other features may use of the application feature (lint: no reaching into its folders). */
export { useFieldLabel, type ResumeFieldKey } from './lib/field-labels';
export { schemaResolver } from './lib/schema-resolver';
export { ApplicationLoader } from './components/ApplicationLoader';
export { StatusPanel } from './components/StatusPanel';
// The teacher's profile form asks the application's step-1 fields the same way.
export { BasicInfoFields } from './components/BasicInfoFields';
