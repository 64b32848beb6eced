import enSeller from '../locales/en-seller.json';
import thSeller from '../locales/th-seller.json';
import { addTexts } from './i18n';

// The seller back office's texts (namespaces sellerAuth, sellerSetup, sellerStore) live in their
// own files and are imported only by the seller layouts, which are lazy chunks: a shopper's
// first visit does not download them (issue 13's wire budget). Importing this module registers
// them; both languages are small next to the screens that use them.
addTexts('th', thSeller);
addTexts('en', enSeller);
