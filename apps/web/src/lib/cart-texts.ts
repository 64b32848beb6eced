import enCart from '../locales/en-cart.json';
import thCart from '../locales/th-cart.json';
import { addTexts } from './i18n';

// The cart and checkout's texts (namespace `cart`) live in their own files, as the customer
// area's do (my-texts.ts): every module that uses a `cart.` key imports this one
// (chunk-texts.test.ts checks), so they arrive with the cart's screens, not with the home page.
addTexts('th', thCart);
addTexts('en', enCart);
