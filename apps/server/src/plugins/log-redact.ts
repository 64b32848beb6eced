// What the logger never writes: tokens, passwords, OTPs, and card data (issue [6/6]: no card
// number, CVV or full card token in logs). Card numbers never reach our server by design (the
// browser tokenizes them), but a request body echoed by mistake must still come out censored.

export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers.usersession',
    'res.headers["set-cookie"]',
    '*.password',
    '*.otp',
    '*.token',
    '*.*.token',
    '*.card',
    '*.*.card',
    '*.cardNumber',
    '*.number',
    '*.securityCode',
    '*.*.securityCode',
    '*.cvv',
    '*.checksum',
    '*.secretKey',
  ],
  censor: '[redacted]',
};
