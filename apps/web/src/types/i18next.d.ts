import 'i18next';
import type { Catalogue } from '../lib/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
