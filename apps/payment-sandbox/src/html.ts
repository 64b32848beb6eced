// Tiny HTML helpers for the sandbox's pages (Thai, plain, no external assets).

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}
.banner{background:#fff3cd;border:1px solid #e0c060;padding:.5rem 1rem;border-radius:4px}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
button{padding:.5rem 1rem;margin:.25rem}input{padding:.4rem}
</style></head>
<body><p class="banner">ระบบจำลองการชำระเงิน (sandbox) — ไม่มีการตัดเงินจริง</p>
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
}

/** The page that returns the browser to the shop's responseUrl with a form POST. */
export function returnToShopPage(
  title: string,
  responseUrl: string,
  fields: Record<string, string>,
): string {
  return page(
    title,
    `<form id="return" method="post" action="${escapeHtml(responseUrl)}">
${hiddenInputs(fields)}
<p>ผลการชำระเงิน: ${escapeHtml(fields.resultCode)}</p>
<button type="submit">กลับไปยังร้านค้า</button>
</form>
<script>document.getElementById('return').submit();</script>`,
  );
}
