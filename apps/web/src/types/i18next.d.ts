import 'i18next';
import type { Catalogue } from '../lib/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    fallbackNS: 'shell';
    resources: Catalogue;
    returnNull: false;
  }
}
