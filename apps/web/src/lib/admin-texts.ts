import enAdmin from '../locales/en-admin.json';
import thAdmin from '../locales/th-admin.json';
import { addTexts } from './i18n';

// The operator console's texts (namespace `admin` and each area's `admin…` namespace, issue 32)
// live in their own files and are imported only by the admin layouts and screens, which are
// lazy chunks: a shopper's first visit never downloads them.
addTexts('th', thAdmin);
addTexts('en', enAdmin);
