import enMy from '../locales/en-my.json';
import thMy from '../locales/th-my.json';
import { addTexts } from './i18n';

// The customer area's texts (namespace `my`: orders, receipts, profile, car, privacy) live in
// their own files, as the seller's do (seller-texts.ts). Every module that uses a `my.` key
// imports this one (chunk-texts.test.ts checks), so the texts arrive with the screens that show
// them and a shopper's first visit to the home page does not download them (issue 13's budget).
addTexts('th', thMy);
addTexts('en', enMy);
