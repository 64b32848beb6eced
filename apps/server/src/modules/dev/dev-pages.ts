import type { DevOutboxMessage } from '@yangdee/contracts/auth';

// Small Thai HTML pages of the sandboxes (no scripts: the CSP allows none inline).

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem;font-size:1rem}
button{margin-top:1rem;padding:.6rem 1.4rem;border:0;border-radius:.5rem;background:#065f46;color:#fff;font-size:1rem;font-weight:600}
table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #e2e8f0;padding:.4rem;text-align:left;vertical-align:top}
.note{color:#475569;font-size:.9rem}</style></head>
<body><main>${body}</main></body></html>`;
}

export function renderOutboxPage(messages: DevOutboxMessage[], tel: string): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(new Date(m.createdAt).toLocaleString('th-TH', { timeZone: 'Asia/Bangkok' }))}</td><td>${escapeHtml(m.tel)}</td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('');
  return page(
    'กล่อง SMS (ระบบทดสอบ)',
    `<h1>กล่อง SMS (ระบบทดสอบ)</h1>
<p class="note">ข้อความที่ระบบทดสอบ "ส่ง" แทนผู้ให้บริการ SMS จริง ใหม่สุดอยู่บนสุด</p>
<form method="get" action="/dev/outbox"><label for="tel">เบอร์โทรศัพท์</label>
<input id="tel" name="tel" inputmode="numeric" value="${escapeHtml(tel)}"><button type="submit">ค้นหา</button></form>
${
  messages.length === 0
    ? '<p>ยังไม่มีข้อความ</p>'
    : `<table><caption class="note">ข้อความ ${messages.length} รายการ</caption><thead><tr><th scope="col">เวลา</th><th scope="col">เบอร์</th><th scope="col">ข้อความ</th></tr></thead><tbody>${rows}</tbody></table>`
}`,
  );
}

const PROVIDER_NAMES = { line: 'LINE', facebook: 'Facebook' } as const;

export function renderAuthorizePage(
  provider: 'line' | 'facebook',
  redirectUri: string,
  state: string,
): string {
  const name = PROVIDER_NAMES[provider];
  return page(
    `เข้าสู่ระบบ ${name} (ระบบทดสอบ)`,
    `<h1>เข้าสู่ระบบ ${name} (ระบบทดสอบ)</h1>
<p class="note">หน้านี้จำลองการยืนยันตัวตนของ ${name} สำหรับการพัฒนาและการทดสอบเท่านั้น ชื่อเดียวกันจะเข้าสู่บัญชีเดิม</p>
<form method="get" action="/dev/social/${provider}/approve">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="name">ชื่อโปรไฟล์ทดสอบ</label>
<input id="name" name="name" required maxlength="100" value="ผู้ทดสอบ ${name}">
<button type="submit">อนุญาต</button></form>`,
  );
}
