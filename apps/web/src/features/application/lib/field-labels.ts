import type catalogue from '../../../locales/en.application.json';

/** A resume field with a label in the catalogue (application.fields.*), shared with the console. */
export type ResumeFieldKey = keyof (typeof catalogue)['application']['fields'];
