import { createHash } from 'node:crypto';

// Product pictures drawn at seed time: no network and no binaries in git. Each is a small, self-contained SVG
// (viewBox only, no scripts, no external references) in the product's colour.

const W = 400;
const H = 250;
const INK = '#1f2124';

export type BikeStyle =
  | 'hardtail'
  | 'full-suspension'
  | 'road'
  | 'gravel'
  | 'city'
  | 'trekking'
  | 'folding'
  | 'kids'
  | 'bmx'
  | 'e-mtb'
  | 'e-city';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Rounds to one decimal so the paths stay short. */
const n = (value: number) => String(Math.round(value * 10) / 10);

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;

/** The short content hash that names an image's immutable URL. */
export const svgEtag = (content: string) => createHash('sha1').update(content).digest('hex').slice(0, 12);

function wheel(cx: number, cy: number, r: number): string {
  let spokes = '';
  for (let a = 0; a < 180; a += 30) {
    const dx = Math.cos((a * Math.PI) / 180) * (r - 7);
    const dy = Math.sin((a * Math.PI) / 180) * (r - 7);
    spokes += `M${n(cx - dx)} ${n(cy - dy)}L${n(cx + dx)} ${n(cy + dy)}`;
  }
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${INK}" stroke-width="8"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 6)}" fill="none" stroke="#9aa0a6" stroke-width="2"/>` +
    `<path d="${spokes}" stroke="#b5bac0" stroke-width="1"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="4" fill="${INK}"/>`
  );
}

/** An arc (mudguard) over a wheel, from `from` to `to` degrees (0 = right, counter-clockwise up). */
function fender(cx: number, cy: number, r: number, from: number, to: number): string {
  const p = (deg: number) => [cx + Math.cos((deg * Math.PI) / 180) * r, cy - Math.sin((deg * Math.PI) / 180) * r];
  const [x1, y1] = p(from);
  const [x2, y2] = p(to);
  return `M${n(x1 ?? 0)} ${n(y1 ?? 0)}A${n(r)} ${n(r)} 0 0 0 ${n(x2 ?? 0)} ${n(y2 ?? 0)}`;
}

/** A side view of a bicycle: two wheels, the frame in the colour, fork, saddle, bars and crank. */
export function bikeSvg(title: string, colour: string, style: BikeStyle): string {
  const small = style === 'kids' || style === 'bmx' || style === 'folding';
  const r = style === 'folding' ? 40 : small ? 47 : 60;
  const ground = 238;
  const ay = ground - r;
  const wb = style === 'road' ? 205 : style === 'folding' ? 170 : small ? 178 : 222;
  const rx = (W - wb) / 2;
  const fx = rx + wb;
  const height = style === 'bmx' ? 62 : style === 'folding' ? 70 : small ? 82 : style === 'road' ? 118 : 108;
  const bx = rx + wb * 0.42;
  const by = ay + (style === 'bmx' ? -4 : 6);
  const sx = bx - height * 0.2;
  const sy = by - height;
  const hx = fx - wb * 0.2;
  const hy = sy + (style === 'road' || style === 'gravel' ? 2 : 12);
  const hbx = hx + 9;
  const hby = hy + 30;
  const stepThrough = style === 'city' || style === 'e-city' || style === 'folding';
  const fullSuspension = style === 'full-suspension' || style === 'e-mtb';
  const electric = style === 'e-mtb' || style === 'e-city';

  // Tubes: chainstay, seat tube, seatstay, down tube, head tube and the top tube (a low curve on step-throughs).
  const midX = sx + (bx - sx) * 0.55;
  const midY = sy + (by - sy) * 0.55;
  const stayTop = fullSuspension ? [sx + (bx - sx) * 0.3, sy + (by - sy) * 0.3] : [sx, sy];
  const top = stepThrough
    ? `M${n(hx + 2)} ${n(hy + 10)}Q${n(bx + 20)} ${n(by - 40)} ${n(midX)} ${n(midY)}`
    : `M${n(hx)} ${n(hy)}L${n(sx)} ${n(sy)}`;
  const frame =
    `M${n(rx)} ${n(ay)}L${n(bx)} ${n(by)}L${n(sx)} ${n(sy)}` +
    `M${n(rx)} ${n(ay)}L${n(stayTop[0] ?? sx)} ${n(stayTop[1] ?? sy)}` +
    `M${n(bx)} ${n(by)}L${n(hbx)} ${n(hby)}L${n(hx)} ${n(hy)}${top}`;
  const tube = small ? 6 : 7;
  let body =
    `<ellipse cx="${n(W / 2)}" cy="${ground + 3}" rx="${n(wb * 0.72)}" ry="5" fill="#000" opacity=".12"/>` +
    wheel(rx, ay, r) +
    wheel(fx, ay, r);
  if (style === 'city' || style === 'trekking' || style === 'e-city') {
    body += `<path d="${fender(rx, ay, r + 7, 20, 165)}${fender(fx, ay, r + 7, 15, 160)}" fill="none" stroke="#6b7075" stroke-width="4"/>`;
  }
  if (style === 'trekking') {
    body += `<path d="M${n(sx - 4)} ${n(sy + 6)}L${n(rx - 12)} ${n(ay - r - 12)}L${n(rx + 24)} ${n(ay - r - 12)}M${n(rx)} ${n(ay)}L${n(rx - 8)} ${n(ay - r - 12)}" fill="none" stroke="#555" stroke-width="3"/>`;
  }
  // Fork (suspension forks are thicker below the crown).
  body += `<path d="M${n(hbx)} ${n(hby)}L${n(fx)} ${n(ay)}" stroke="${INK}" stroke-width="${fullSuspension || style === 'hardtail' ? 9 : 5}" stroke-linecap="round"/>`;
  body += `<path d="${frame}" fill="none" stroke="${INK}" stroke-width="${tube + 3}" stroke-linejoin="round" stroke-linecap="round"/>`;
  body += `<path d="${frame}" fill="none" stroke="${colour}" stroke-width="${tube}" stroke-linejoin="round" stroke-linecap="round"/>`;
  if (fullSuspension) {
    const [tx, ty] = [sx + (hx - sx) * 0.35, sy + (hy - sy) * 0.35];
    body += `<path d="M${n(tx)} ${n(ty + 3)}L${n(stayTop[0] ?? sx)} ${n(stayTop[1] ?? sy)}" stroke="${INK}" stroke-width="9" stroke-linecap="round"/><path d="M${n(tx)} ${n(ty + 3)}L${n(stayTop[0] ?? sx)} ${n(stayTop[1] ?? sy)}" stroke="#e0a100" stroke-width="3"/>`;
  }
  if (electric) {
    const [x1, y1] = [bx + (hbx - bx) * 0.2, by + (hby - by) * 0.2];
    const [x2, y2] = [bx + (hbx - bx) * 0.75, by + (hby - by) * 0.75];
    body += `<path d="M${n(x1)} ${n(y1 - 8)}L${n(x2)} ${n(y2 - 8)}" stroke="#2b2d30" stroke-width="13" stroke-linecap="round"/><circle cx="${n(bx)}" cy="${n(by)}" r="15" fill="#2b2d30"/>`;
  }
  // Crank and chainring.
  body += `<circle cx="${n(bx)}" cy="${n(by)}" r="12" fill="none" stroke="#555" stroke-width="3"/><path d="M${n(bx)} ${n(by)}L${n(bx + 9)} ${n(by + 16)}" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`;
  // Seat post and saddle.
  const px = sx - (style === 'bmx' ? 2 : 5);
  const py = sy - (style === 'bmx' ? 8 : 20);
  body += `<path d="M${n(sx)} ${n(sy)}L${n(px)} ${n(py)}" stroke="#3a3d41" stroke-width="5"/><path d="M${n(px - 22)} ${n(py)}Q${n(px)} ${n(py - 9)} ${n(px + 18)} ${n(py + 1)}L${n(px - 20)} ${n(py + 5)}Z" fill="${INK}"/>`;
  // Stem and handlebar.
  let bar: string;
  if (style === 'road' || style === 'gravel') {
    bar = `M${n(hx)} ${n(hy)}L${n(hx + 6)} ${n(hy - 10)}L${n(hx + 22)} ${n(hy - 12)}q14 0 12 16q-2 13-14 11`;
  } else if (style === 'bmx') {
    bar = `M${n(hx)} ${n(hy)}L${n(hx - 4)} ${n(hy - 36)}L${n(hx + 12)} ${n(hy - 38)}`;
  } else if (style === 'folding') {
    bar = `M${n(hx)} ${n(hy)}L${n(hx + 2)} ${n(hy - 48)}L${n(hx - 12)} ${n(hy - 50)}`;
  } else if (style === 'city' || style === 'e-city' || style === 'trekking') {
    bar = `M${n(hx)} ${n(hy)}L${n(hx + 3)} ${n(hy - 26)}Q${n(hx - 6)} ${n(hy - 34)} ${n(hx - 22)} ${n(hy - 30)}`;
  } else {
    bar = `M${n(hx)} ${n(hy)}L${n(hx + 8)} ${n(hy - 12)}L${n(hx + 4)} ${n(hy - 22)}`;
  }
  body += `<path d="${bar}" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svg(title, body);
}

const outline = `stroke="${INK}" stroke-width="4" stroke-linejoin="round"`;

/** A recognisable shape per PAA merchandise category, in the article's colour. */
const PAA_SHAPES: Record<string, (c: string) => string> = {
  'P-HELMET': (c) =>
    `<path d="M90 172Q92 62 205 56Q318 60 322 160L302 172Q205 150 110 180Z" fill="${c}" ${outline}/>` +
    `<path d="M150 88Q176 76 202 74M160 112Q202 96 246 100M232 74Q266 80 288 104" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round" opacity=".55"/>` +
    `<path d="M300 150L342 140L332 162Z" fill="${INK}"/><path d="M140 178L172 222L204 178" fill="none" stroke="#444" stroke-width="4"/>`,
  'P-TYRE': (c) =>
    `<circle cx="200" cy="125" r="96" fill="none" stroke="${INK}" stroke-width="28"/>` +
    `<circle cx="200" cy="125" r="112" fill="none" stroke="#333" stroke-width="7" stroke-dasharray="7 9"/>` +
    `<circle cx="200" cy="125" r="86" fill="none" stroke="${c}" stroke-width="3"/>`,
  'P-TUBE': (c) =>
    `<circle cx="200" cy="132" r="92" fill="none" stroke="#2b2d30" stroke-width="16"/>` +
    `<circle cx="200" cy="132" r="92" fill="none" stroke="${c}" stroke-width="2" opacity=".6"/>` +
    `<rect x="194" y="16" width="12" height="36" rx="3" fill="#a0a6ab" stroke="${INK}" stroke-width="2"/>`,
  'P-LIGHT': (c) =>
    `<path d="M60 95L20 70M60 125H10M60 155L20 180" stroke="#f5d142" stroke-width="6" stroke-linecap="round" opacity=".8"/>` +
    `<rect x="110" y="88" width="190" height="74" rx="32" fill="${c}" ${outline}/>` +
    `<circle cx="118" cy="125" r="36" fill="#fff6bf" ${outline}/><rect x="190" y="162" width="40" height="30" rx="6" fill="#444"/>`,
  'P-LOCK': (c) =>
    `<path d="M132 150V86a68 68 0 0 1 136 0V150" fill="none" stroke="#8a9096" stroke-width="20"/>` +
    `<rect x="100" y="140" width="200" height="56" rx="14" fill="${c}" ${outline}/><circle cx="270" cy="168" r="8" fill="${INK}"/>`,
  'P-PEDAL': (c) => {
    let pins = '';
    for (let i = 0; i < 5; i++)
      pins += `<circle cx="${128 + i * 36}" cy="92" r="5" fill="#888"/><circle cx="${128 + i * 36}" cy="178" r="5" fill="#888"/>`;
    return `<rect x="58" y="126" width="60" height="18" rx="4" fill="#9aa0a6" ${outline}/><rect x="110" y="78" width="200" height="114" rx="20" fill="${c}" ${outline}/><rect x="150" y="112" width="120" height="46" rx="10" fill="none" stroke="${INK}" stroke-width="3" opacity=".5"/>${pins}`;
  },
  'P-SADDLE': (c) =>
    `<path d="M120 150L160 190H282L300 150" fill="none" stroke="#8a9096" stroke-width="6"/><rect x="205" y="186" width="30" height="50" fill="#555"/>` +
    `<path d="M56 118Q70 92 140 98L300 106Q348 110 342 130Q332 152 250 152L150 144Q78 142 56 118Z" fill="${c}" ${outline}/>`,
  'P-BOTTLE': (c) =>
    `<rect x="178" y="20" width="44" height="26" rx="6" fill="#3a3d41"/><rect x="192" y="8" width="16" height="14" rx="3" fill="#666"/>` +
    `<path d="M158 72Q160 44 200 44Q240 44 242 72V222Q242 236 228 236H172Q158 236 158 222Z" fill="${c}" ${outline}/>` +
    `<rect x="158" y="122" width="84" height="34" fill="#fff" opacity=".45"/>`,
  'P-APPAREL': (c) =>
    `<path d="M152 40L120 52L66 96L94 138L130 116V222H270V116L306 138L334 96L280 52L248 40Q200 74 152 40Z" fill="${c}" ${outline}/>` +
    `<path d="M200 62V222" stroke="${INK}" stroke-width="3" opacity=".5"/><path d="M130 150H270" stroke="#fff" stroke-width="10" opacity=".5"/>`,
  'P-TOOL': (c) => {
    let keys = '';
    for (const deg of [-20, -38, -56, -74]) {
      const a = (deg * Math.PI) / 180;
      keys += `M122 140L${n(122 + Math.cos(a) * 120)} ${n(140 + Math.sin(a) * 120)}`;
    }
    return `<path d="${keys}" stroke="#a0a6ab" stroke-width="10" stroke-linecap="round"/><rect x="96" y="116" width="214" height="50" rx="25" fill="${c}" ${outline}/><circle cx="122" cy="141" r="9" fill="#777"/><circle cx="284" cy="141" r="9" fill="#777"/>`;
  },
  'P-PUMP': (c) =>
    `<rect x="130" y="30" width="140" height="18" rx="9" fill="#333"/><rect x="192" y="46" width="16" height="30" fill="#888"/>` +
    `<rect x="176" y="70" width="48" height="146" rx="10" fill="${c}" ${outline}/><circle cx="200" cy="176" r="16" fill="#fff" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="120" y="214" width="160" height="16" rx="6" fill="#333"/><path d="M224 200Q300 200 300 120" fill="none" stroke="#333" stroke-width="6"/>`,
  'P-BAG': (c) =>
    `<path d="M88 92H298Q320 92 320 116V172Q320 204 288 204H142Q88 204 88 150Z" fill="${c}" ${outline}/>` +
    `<path d="M88 128H320" stroke="${INK}" stroke-width="3" opacity=".5"/><rect x="150" y="60" width="18" height="40" fill="#444"/><rect x="240" y="60" width="18" height="40" fill="#444"/>` +
    `<path d="M120 178H290" stroke="#dfe3e6" stroke-width="6"/>`,
  'P-GRIP': (c) => {
    let ribs = '';
    for (let x = 128; x <= 280; x += 16) ribs += `M${x} 82V128M${x} 152V198`;
    return `<rect x="100" y="78" width="200" height="54" rx="24" fill="${c}" ${outline}/><rect x="100" y="148" width="200" height="54" rx="24" fill="${c}" ${outline}/><path d="${ribs}" stroke="${INK}" stroke-width="3" opacity=".4"/><rect x="88" y="76" width="16" height="58" rx="4" fill="#9aa0a6"/><rect x="88" y="146" width="16" height="58" rx="4" fill="#9aa0a6"/>`;
  },
};

export function paaSvg(title: string, mcCode: string, colour: string): string {
  const shape = PAA_SHAPES[mcCode] ?? PAA_SHAPES['P-BAG'];
  return svg(title, shape ? shape(colour) : '');
}

/** A groupset: chainring with crank arm, cassette and rear derailleur in the groupset's finish. */
export function groupsetSvg(title: string, finish: string): string {
  const spider = [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `M140 130L${n(140 + Math.cos(a) * 62)} ${n(130 + Math.sin(a) * 62)}`;
    })
    .join('');
  let cassette = '';
  for (const r of [44, 37, 30, 23, 16])
    cassette += `<circle cx="312" cy="112" r="${r}" fill="none" stroke="#8a9096" stroke-width="3"/>`;
  return svg(
    title,
    `<path d="M140 52L312 68M140 208L300 150" fill="none" stroke="#555" stroke-width="4" stroke-dasharray="6 3"/>` +
      `<circle cx="140" cy="130" r="80" fill="none" stroke="${finish}" stroke-width="8" stroke-dasharray="5 4"/>` +
      `<circle cx="140" cy="130" r="72" fill="none" stroke="${finish}" stroke-width="12"/>` +
      `<path d="${spider}" stroke="${finish}" stroke-width="10" stroke-linecap="round"/>` +
      cassette +
      `<path d="M312 156L324 184L298 210L320 226" fill="none" stroke="${finish}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M140 130L228 214" stroke="${finish}" stroke-width="20" stroke-linecap="round"/>` +
      `<path d="M140 130L228 214" stroke="#fff" stroke-width="3" opacity=".35"/>` +
      `<circle cx="140" cy="130" r="14" fill="#c0c5ca" stroke="${INK}" stroke-width="3"/><circle cx="228" cy="214" r="7" fill="#c0c5ca"/>`,
  );
}
