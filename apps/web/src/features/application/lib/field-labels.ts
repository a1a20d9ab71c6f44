import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type catalogue from '../../../locales/en/application.json';

/** A resume field with a label in the catalogue (application.fields.*), shared with the console. */
export type ResumeFieldKey = keyof (typeof catalogue)['application']['fields'];

/**
 * The label of a resume field, from the application's namespace: the console's resume view
 * reads the same labels (its screens load that namespace too).
 */
export function useFieldLabel(): (field: ResumeFieldKey) => string {
  const { t } = useTranslation('application');
  return useCallback((field: ResumeFieldKey) => t(`application.fields.${field}`), [t]);
}
