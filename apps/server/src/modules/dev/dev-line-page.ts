import type { SandboxLinePush } from '../../providers/line/sandbox-line';
import { escapeHtml, page } from './dev-pages';

// The LINE sandbox's page (/dev/line): each push as the person would see it on their phone —
// the flex bubble's title, rows, lines and button (a real link) — newest first.

type Bubble = {
  title: string;
  rows: [string, string][];
  lines: string[];
  button: { label: string; url: string } | null;
};

type Node = { type?: string; text?: string; layout?: string; contents?: Node[]; action?: Node };

/** What a flex bubble made by render/flex.ts shows. */
export function readBubble(contents: Record<string, unknown>): Bubble {
  const body = (contents.body as Node | undefined)?.contents ?? [];
  const [titleNode, ...rest] = body;
  const rows: [string, string][] = [];
  const lines: string[] = [];
  for (const node of rest) {
    if (node.type === 'box') {
      const [label, value] = node.contents ?? [];
      rows.push([label?.text ?? '', value?.text ?? '']);
    } else if (node.type === 'text') lines.push(node.text ?? '');
  }
  const action = (contents.footer as Node | undefined)?.contents?.[0]?.action as
    | { label?: string; uri?: string }
    | undefined;
  return {
    title: titleNode?.text ?? '',
    rows,
    lines,
    button: action?.uri ? { label: action.label ?? action.uri, url: action.uri } : null,
  };
}

const safeUrl = (url: string) => (/^https?:\/\//i.test(url) || url.startsWith('/') ? url : '#');

function renderPush(push: SandboxLinePush): string {
  const time = new Date(push.createdAt).toLocaleString('th-TH', { timeZone: 'Asia/Bangkok' });
  const messages = push.messages
    .map((m) => {
      if (m.type === 'text') return `<p>${escapeHtml(m.text)}</p>`;
      const b = readBubble(m.contents);
      const rows = b.rows
        .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join('');
      const lines = b.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
      return `<div class="bubble"><p class="note">ข้อความแจ้งเตือน: ${escapeHtml(m.altText)}</p>
<h2>${escapeHtml(b.title)}</h2>${rows ? `<dl>${rows}</dl>` : ''}${lines ? `<ul>${lines}</ul>` : ''}${
        b.button
          ? `<a class="button" href="${escapeHtml(safeUrl(b.button.url))}">${escapeHtml(b.button.label)}</a>`
          : ''
      }</div>`;
    })
    .join('');
  return `<article><p class="note">${escapeHtml(time)} · ถึง <code>${escapeHtml(push.to)}</code></p>${messages}</article>`;
}

const STYLE = `<style>article{border-top:1px solid #e2e8f0;padding:.75rem 0}
.bubble{border:1px solid #cbd5e1;border-radius:.75rem;padding:.75rem;overflow-wrap:anywhere}
.bubble h2{font-size:1.05rem;margin:.25rem 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}
dt{color:#64748b}dd{margin:0}ul{padding-left:1.2rem}code{overflow-wrap:anywhere}
.button{display:block;margin-top:.75rem;padding:.6rem;border-radius:.5rem;background:#0f766e;color:#fff;text-align:center;text-decoration:none;font-weight:600}</style>`;

export function renderLinePage(pushes: SandboxLinePush[], to: string, isOutage: boolean): string {
  return page(
    'กล่องข้อความ LINE (ระบบทดสอบ)',
    `${STYLE}<h1>กล่องข้อความ LINE (ระบบทดสอบ)</h1>
<p class="note">ข้อความที่ระบบทดสอบ "ส่ง" แทน LINE Official Account จริง ใหม่สุดอยู่บนสุด${
      isOutage ? ' — <strong>ตอนนี้จำลองว่า LINE ล่ม: ทุกข้อความส่งไม่สำเร็จ</strong>' : ''
    }</p>
<form method="get" action="/dev/line"><label for="to">LINE user id ผู้รับ</label>
<input id="to" name="to" value="${escapeHtml(to)}"><button type="submit">ค้นหา</button></form>
${
  pushes.length === 0
    ? '<p>ยังไม่มีข้อความ</p>'
    : `<p class="note">ข้อความ ${pushes.length} รายการ</p>${pushes.map(renderPush).join('')}`
}`,
  );
}
