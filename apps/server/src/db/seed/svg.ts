// Generated pictures for demo data, as SVG markup stored in the database and served as images.
// Plain shapes and text only: no external references, no scripts, so they are safe to inline.

const FONT = "Sarabun, 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** Font size that keeps `text` inside `maxWidth` (a rough per-character width estimate). */
/** A font size at which the text fits maxWidth; `em` is the average glyph width in ems. */
function fitFontSize(text: string, maxWidth: number, maxSize: number, em = 0.6): number {
  const length = [...text].length || 1;
  return Math.max(10, Math.min(maxSize, Math.floor(maxWidth / (length * em))));
}

/** A brand logo: the brand's colours, its name as a word mark and an accent swoosh. 240×80. */
export function brandLogoSvg(
  name: string,
  colors: { background: string; text: string; accent: string },
): string {
  // Bold italic capitals with letter spacing run wider than average text.
  const size = fitFontSize(name.toUpperCase(), 200, 34, 0.78);
  return svg(
    240,
    80,
    `<rect width="240" height="80" rx="10" fill="${colors.background}"/>` +
      `<path d="M14 62 Q120 48 226 62" stroke="${colors.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<text x="120" y="44" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" font-style="italic" letter-spacing="1" fill="${colors.text}">${escapeXml(name.toUpperCase())}</text>`,
    name,
  );
}

/** A stylised tyre seen from the side with its brand and model on the sidewall. 400×400. */
export function tyrePictureSvg(
  brandName: string,
  modelName: string,
  accent: string,
  treadSeed: number,
): string {
  const lugs: string[] = [];
  const lugCount = 36 + (treadSeed % 4) * 6;
  for (let i = 0; i < lugCount; i++) {
    const angle = (360 / lugCount) * i;
    lugs.push(
      `<rect x="196" y="14" width="8" height="22" rx="2" fill="#2b2b2b" transform="rotate(${angle.toFixed(2)} 200 200)"/>`,
    );
  }
  const spokes: string[] = [];
  const spokeCount = 5 + (treadSeed % 3);
  for (let i = 0; i < spokeCount; i++) {
    const angle = (360 / spokeCount) * i;
    spokes.push(
      `<rect x="192" y="110" width="16" height="62" rx="6" fill="#9aa3ad" transform="rotate(${angle.toFixed(2)} 200 200)"/>`,
    );
  }
  const label = `${brandName} ${modelName}`;
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="#f4f5f7"/>` +
      `<circle cx="200" cy="200" r="186" fill="#161616"/>` +
      lugs.join('') +
      `<circle cx="200" cy="200" r="150" fill="#1f1f1f" stroke="#333" stroke-width="2"/>` +
      `<path id="arc" d="M70 200 A130 130 0 0 1 330 200" fill="none"/>` +
      `<text font-family="${FONT}" font-size="20" font-weight="700" fill="#e8e8e8" letter-spacing="2"><textPath href="#arc" startOffset="50%" text-anchor="middle">${escapeXml(brandName.toUpperCase())}</textPath></text>` +
      `<circle cx="200" cy="200" r="98" fill="#c9ced4" stroke="${accent}" stroke-width="6"/>` +
      spokes.join('') +
      `<circle cx="200" cy="200" r="26" fill="#6b7480"/>` +
      `<rect x="40" y="338" width="320" height="40" rx="20" fill="${accent}" opacity="0.92"/>` +
      `<text x="200" y="365" text-anchor="middle" font-family="${FONT}" font-size="${fitFontSize(modelName, 290, 20)}" font-weight="700" fill="#ffffff">${escapeXml(modelName)}</text>`,
    label,
  );
}

/** A shop front: a building with the shop's sign, roller doors and a tyre stack. 600×400. */
export function storefrontSvg(name: string, color: string, variant: number): string {
  const doors = 2 + (variant % 3);
  const doorWidth = Math.floor(480 / doors) - 12;
  const doorShapes: string[] = [];
  for (let i = 0; i < doors; i++) {
    const x = 60 + i * (doorWidth + 12);
    doorShapes.push(
      `<rect x="${x}" y="190" width="${doorWidth}" height="170" fill="#d9dde2" stroke="#aab1b9"/>`,
    );
    for (let y = 200; y < 360; y += 14) {
      doorShapes.push(
        `<line x1="${x}" y1="${y}" x2="${x + doorWidth}" y2="${y}" stroke="#bfc5cc"/>`,
      );
    }
  }
  const tyres = [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="${520 - (variant % 2) * 440}" cy="${350 - i * 22}" rx="30" ry="11" fill="#1d1d1d" stroke="#444"/>`,
    )
    .join('');
  return svg(
    600,
    400,
    `<rect width="600" height="400" fill="#cfe8f7"/>` +
      `<rect x="0" y="360" width="600" height="40" fill="#8c8f93"/>` +
      `<rect x="40" y="90" width="520" height="270" fill="#f2efe9"/>` +
      `<rect x="30" y="80" width="540" height="90" rx="6" fill="${color}"/>` +
      `<text x="300" y="138" text-anchor="middle" font-family="${FONT}" font-size="${fitFontSize(name, 500, 36)}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>` +
      doorShapes.join('') +
      tyres,
    name,
  );
}

export type BannerColors = { from: string; to: string; text: string };

/** A promotion or home banner. Desktop 1200×300, mobile 600×300. */
export function bannerSvg(
  kind: 'desktop' | 'mobile',
  title: string,
  subtitle: string,
  colors: BannerColors,
  id: string,
): string {
  const width = kind === 'desktop' ? 1200 : 600;
  const height = 300;
  const gradientId = `g-${id}-${kind}`;
  const titleSize = fitFontSize(
    title,
    width * (kind === 'desktop' ? 0.62 : 0.86),
    kind === 'desktop' ? 56 : 40,
  );
  const subtitleSize = kind === 'desktop' ? 26 : 22;
  const textX = kind === 'desktop' ? 70 : 40;
  const tyre =
    kind === 'desktop'
      ? `<circle cx="1010" cy="150" r="120" fill="#161616" opacity="0.9"/><circle cx="1010" cy="150" r="70" fill="#c9ced4"/><circle cx="1010" cy="150" r="20" fill="#6b7480"/>`
      : `<circle cx="540" cy="250" r="90" fill="#161616" opacity="0.35"/>`;
  return svg(
    width,
    height,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>` +
      tyre +
      `<text x="${textX}" y="${kind === 'desktop' ? 140 : 130}" font-family="${FONT}" font-size="${titleSize}" font-weight="800" fill="${colors.text}">${escapeXml(title)}</text>` +
      `<text x="${textX}" y="${kind === 'desktop' ? 195 : 180}" font-family="${FONT}" font-size="${subtitleSize}" fill="${colors.text}" opacity="0.9">${escapeXml(subtitle)}</text>` +
      `<rect x="${textX}" y="${kind === 'desktop' ? 222 : 212}" width="150" height="44" rx="22" fill="${colors.text}"/>` +
      `<text x="${textX + 75}" y="${kind === 'desktop' ? 251 : 241}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="${colors.from}">ดูรายละเอียด</text>`,
    title,
  );
}

/** An author avatar: initials on a coloured circle. 160×160. */
export function avatarSvg(name: string, color: string): string {
  // Thai names: the first consonant of the first word reads best; skip leading vowel signs.
  const first = [...name].find((ch) => !'เแโใไ '.includes(ch)) ?? '?';
  return svg(
    160,
    160,
    `<circle cx="80" cy="80" r="80" fill="${color}"/>` +
      `<text x="80" y="100" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(first)}</text>`,
    name,
  );
}

/** An article cover: a coloured panel with the title. 800×420. */
export function articleCoverSvg(title: string, color: string): string {
  const words = title.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length > 28 && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  const text = lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="50" y="${170 + i * 56}" font-family="${FONT}" font-size="42" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  return svg(
    800,
    420,
    `<rect width="800" height="420" fill="${color}"/>` +
      `<circle cx="700" cy="360" r="160" fill="#000000" opacity="0.15"/>` +
      `<circle cx="700" cy="360" r="90" fill="#ffffff" opacity="0.12"/>` +
      `<text x="50" y="90" font-family="${FONT}" font-size="24" fill="#ffffff" opacity="0.85">ยางดี · บทความ</text>` +
      text,
    title,
  );
}

/** A shop-network logo: a rounded badge with the network's name. 240×80. */
export function networkLogoSvg(name: string, color: string): string {
  return svg(
    240,
    80,
    `<rect width="240" height="80" rx="40" fill="${color}"/>` +
      `<circle cx="40" cy="40" r="24" fill="#ffffff" opacity="0.9"/><circle cx="40" cy="40" r="10" fill="${color}"/>` +
      `<text x="140" y="48" text-anchor="middle" font-family="${FONT}" font-size="${fitFontSize(name, 160, 22)}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`,
    name,
  );
}
