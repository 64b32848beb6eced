import { buildSandbox } from './app';

// Starts the payment sandbox on loopback only (it is a test double: nothing outside this machine
// may reach it). PAYMENT_SANDBOX_PORT picks the port (default 3900); the GBPRIMEPAY_* keys, when
// set, replace the sandbox's fixed test keys so the server and the sandbox agree.

const port = Number(process.env.PAYMENT_SANDBOX_PORT ?? 3900);
const blank = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);
const { app } = await buildSandbox({
  keys: {
    ...(blank(process.env.GBPRIMEPAY_PUBLIC_KEY) && {
      publicKey: blank(process.env.GBPRIMEPAY_PUBLIC_KEY),
    }),
    ...(blank(process.env.GBPRIMEPAY_SECRET_KEY) && {
      secretKey: blank(process.env.GBPRIMEPAY_SECRET_KEY),
    }),
    ...(blank(process.env.GBPRIMEPAY_TOKEN) && { token: blank(process.env.GBPRIMEPAY_TOKEN) }),
  },
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
await app.listen({ host: '127.0.0.1', port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
