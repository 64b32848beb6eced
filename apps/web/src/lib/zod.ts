// `zod` in the web app resolves to this module (vite.config.ts `resolve.alias`), so zod's own
// messages are Thai wherever a schema is parsed (issue 37 item 7; contracts' zod-thai.ts, as on
// the server) and the messages arrive with zod itself, in the chunks of the screens that
// validate: a shopper's first script carries neither (issue 13's wire budget).
import { thaiZodMessage } from '@yangdee/contracts/zod-thai';
import { config } from 'zod/v4';

config({ localeError: thaiZodMessage });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
