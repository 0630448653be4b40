// Riviera-toned placeholder pictures as SVG: sky, sun, sea, the hills of the cape and a few motifs
// (cypresses, a villa, sails, bougainvillea, a lighthouse, parasols), labelled as placeholders when
// given a label. Deterministic: the same name always gives the same picture.

function seededRandom(seedText) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const PALETTES = {
  dawn: {
    sky: ['#e9c6c0', '#fbe6d4'],
    sea: ['#8fb0c8', '#4d7194'],
    sun: '#fff4e6',
    hills: ['#a9a3b8', '#7e7f9c', '#56607e'],
  },
  noon: {
    sky: ['#7fb8de', '#d8edf6'],
    sea: ['#2e86b5', '#174a73'],
    sun: '#fffdf5',
    hills: ['#8fb3a6', '#5f8a78', '#3e6354'],
  },
  golden: {
    sky: ['#eeb07a', '#fde2b4'],
    sea: ['#4f7f9c', '#22445f'],
    sun: '#fff0c4',
    hills: ['#b69a7a', '#8a7560', '#5b4d44'],
  },
  dusk: {
    sky: ['#6a64a3', '#f2a88c'],
    sea: ['#3d4e7a', '#1b2744'],
    sun: '#ffd6ae',
    hills: ['#6d5f86', '#4b4468', '#2e2b47'],
  },
  blue: {
    sky: ['#1f3158', '#7a8db7'],
    sea: ['#1b2a47', '#0d1628'],
    sun: '#f4efe4',
    hills: ['#2d3c62', '#222e4d', '#161f36'],
  },
};

const MOTIFS = ['cypress', 'villa', 'sails', 'bougainvillea', 'lighthouse', 'parasols', 'palms'];

/**
 * A ridge of hills from `fromX` to `toX`. 'shore' sits on the waterline (a distant cape); 'slope'
 * runs down into the picture's bottom edge (the near shore the picture is taken from).
 */
function ridge(random, { fromX, toX, baseY, amplitude, close, bottom }) {
  const points = 4 + Math.floor(random() * 3);
  const step = (toX - fromX) / points;
  let x = fromX;
  let d = `M ${fromX} ${baseY - (close === 'shore' ? 0 : amplitude * 0.6)}`;
  for (let i = 0; i < points; i += 1) {
    const cx = x + step / 2;
    const cy = baseY - amplitude * (0.5 + random() * 0.8);
    x += step;
    const y = baseY - amplitude * (0.25 + random() * 0.35);
    d += ` Q ${cx.toFixed(1)} ${cy.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  if (close === 'shore') {
    d += ` Q ${(toX + amplitude * 1.5).toFixed(1)} ${baseY} ${(toX + amplitude * 3).toFixed(1)} ${baseY} L ${fromX} ${baseY} Z`;
  } else {
    d += ` C ${(toX + amplitude).toFixed(1)} ${baseY.toFixed(1)}, ${(toX + amplitude * 1.6).toFixed(1)} ${((baseY + bottom) / 2).toFixed(1)}, ${(toX + amplitude * 2.4).toFixed(1)} ${bottom} L ${fromX} ${bottom} Z`;
  }
  return d;
}

function cypress(x, baseY, height, colour) {
  const w = height * 0.16;
  return `<path d="M ${x} ${baseY - height} C ${x + w} ${baseY - height * 0.7}, ${x + w * 0.9} ${baseY - height * 0.2}, ${x + w * 0.5} ${baseY} L ${x - w * 0.5} ${baseY} C ${x - w * 0.9} ${baseY - height * 0.2}, ${x - w} ${baseY - height * 0.7}, ${x} ${baseY - height} Z" fill="${colour}"/>`;
}

function motif(kind, random, W, H, horizon, unit, hills) {
  const dark = hills[2];
  switch (kind) {
    case 'cypress': {
      const x0 = W * (0.08 + random() * 0.15);
      return [0, 1, 2]
        .map((i) => cypress(x0 + i * unit * 0.9, horizon + unit * 1.8, unit * (4.5 - i * 0.8), dark))
        .join('');
    }
    case 'villa': {
      const x = W * (0.6 + random() * 0.2);
      const y = horizon - unit * 0.6;
      return `<rect x="${x}" y="${y}" width="${unit * 2.6}" height="${unit * 1.3}" fill="#f3e6d3"/>
        <path d="M ${x - unit * 0.2} ${y} L ${x + unit * 1.3} ${y - unit * 0.6} L ${x + unit * 2.8} ${y} Z" fill="#c2734f"/>
        ${[0.35, 1.1, 1.85].map((dx) => `<rect x="${x + unit * dx}" y="${y + unit * 0.35}" width="${unit * 0.35}" height="${unit * 0.5}" fill="#6f8fa6"/>`).join('')}`;
    }
    case 'sails':
      return [0, 1, 2]
        .map((i) => {
          const x = W * (0.25 + i * 0.17 + random() * 0.05);
          const y = horizon + unit * (0.5 + random() * 0.8);
          const s = unit * (1.1 - i * 0.2);
          return `<path d="M ${x} ${y - s * 1.6} L ${x} ${y} L ${x + s} ${y} Z" fill="#fbf8f2" opacity="0.92"/><path d="M ${x - s * 0.3} ${y + s * 0.05} L ${x + s * 1.2} ${y + s * 0.05} L ${x + s} ${y + s * 0.3} L ${x} ${y + s * 0.3} Z" fill="#f0ebe2"/>`;
        })
        .join('');
    case 'bougainvillea':
      return Array.from({ length: 26 }, () => {
        const x = W * (random() < 0.5 ? random() * 0.28 : 0.72 + random() * 0.28);
        const y = H * (random() * 0.35);
        const r = unit * (0.5 + random() * 1.1);
        const colour = ['#d9467f', '#e86aa0', '#c23a6e', '#f19bbd'][Math.floor(random() * 4)];
        return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.85" filter="url(#soft)"/>`;
      }).join('');
    case 'lighthouse': {
      const x = W * (0.72 + random() * 0.12);
      const y = horizon + unit * 0.2;
      return `<path d="M ${x - unit * 0.45} ${y} L ${x - unit * 0.3} ${y - unit * 3.2} L ${x + unit * 0.3} ${y - unit * 3.2} L ${x + unit * 0.45} ${y} Z" fill="#f6f1e7"/>
        <rect x="${x - unit * 0.38}" y="${y - unit * 3.7}" width="${unit * 0.76}" height="${unit * 0.5}" fill="#3c4f6b"/>
        <path d="M ${x - unit * 0.45} ${y - unit * 3.7} L ${x} ${y - unit * 4.1} L ${x + unit * 0.45} ${y - unit * 3.7} Z" fill="#b5533c"/>
        <rect x="${x - unit * 0.36}" y="${y - unit * 2.2}" width="${unit * 0.72}" height="${unit * 0.32}" fill="#b5533c"/>`;
    }
    case 'parasols':
      return Array.from({ length: 5 }, (_, i) => {
        const x = W * (0.12 + i * 0.18 + random() * 0.04);
        const y = H * 0.9 - random() * unit;
        const colour = ['#f2efe8', '#e7b7a0', '#9fc3d6', '#f0d9a8'][i % 4];
        return `<path d="M ${x - unit * 1.2} ${y - unit * 1.6} Q ${x} ${y - unit * 2.6} ${x + unit * 1.2} ${y - unit * 1.6} Z" fill="${colour}"/><rect x="${x - unit * 0.04}" y="${y - unit * 1.6}" width="${unit * 0.08}" height="${unit * 1.6}" fill="#5a4a3a"/>`;
      }).join('');
    case 'palms':
      return [0, 1]
        .map((i) => {
          const x = W * (i === 0 ? 0.1 : 0.88);
          const base = H;
          const top = horizon - unit * (2 + random() * 2);
          const trunk = `<path d="M ${x} ${base} Q ${x + unit * 0.8} ${(base + top) / 2} ${x + unit * 0.3} ${top}" stroke="${dark}" stroke-width="${unit * 0.35}" fill="none"/>`;
          const leaves = [-150, -110, -70, -30, 10, 50]
            .map((angle) => {
              const rad = (angle * Math.PI) / 180;
              const ex = x + unit * 0.3 + Math.cos(rad) * unit * 3;
              const ey = top + Math.sin(rad) * unit * 1.5 + unit;
              return `<path d="M ${x + unit * 0.3} ${top} Q ${(x + ex) / 2} ${top - unit * 1.2} ${ex} ${ey}" stroke="${dark}" stroke-width="${unit * 0.22}" fill="none" stroke-linecap="round"/>`;
            })
            .join('');
          return trunk + leaves;
        })
        .join('');
    default:
      return '';
  }
}

/**
 * One scene as SVG at the given size. `label`, if any, is printed small at the bottom so nobody
 * mistakes a placeholder for a real photo, centred: a phone shows the middle of a landscape photo.
 * The full-screen slides have none: a screen crops them to its own shape (object-fit: cover), which
 * can cut any line drawn near an edge, so the home page writes their caption in the page instead.
 */
export function sceneSvg({ name, title, width: W, height: H, label, palette: forcedPalette }) {
  const random = seededRandom(name);
  const paletteNames = Object.keys(PALETTES);
  const paletteName = forcedPalette ?? paletteNames[Math.floor(random() * paletteNames.length)];
  const p = PALETTES[paletteName];
  const portrait = H > W;
  const horizon = H * (portrait ? 0.56 : 0.6);
  const unit = Math.min(W, H) / 18;
  const sunX = W * (0.25 + random() * 0.5);
  const sunY = horizon - H * (0.08 + random() * 0.18);
  const sunR = unit * (1.2 + random() * 0.8);
  const motifs = [MOTIFS[Math.floor(random() * MOTIFS.length)], MOTIFS[Math.floor(random() * MOTIFS.length)]];
  const streaks = Array.from({ length: 9 }, () => {
    const y = horizon + (H - horizon) * random();
    const x = W * random() * 0.8;
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(W * (0.1 + random() * 0.25)).toFixed(1)}" height="${(unit * 0.08).toFixed(1)}" fill="${p.sun}" opacity="${(0.15 + random() * 0.25).toFixed(2)}"/>`;
  }).join('');
  const fontSize = Math.round(Math.min(W, H) * 0.022);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#0c1624" stop-opacity="0"/><stop offset="1" stop-color="#0c1624" stop-opacity="0.35"/></linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(unit * 0.25).toFixed(1)}"/></filter>
    <filter id="haze" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(unit * 0.12).toFixed(1)}"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${sunR * 4}" fill="url(#glow)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${p.sun}"/>
  <path d="${ridge(random, { fromX: W * (0.3 + random() * 0.2), toX: W * 1.05, baseY: horizon, amplitude: unit * 1.6, close: 'shore' })}" fill="${p.hills[0]}" filter="url(#haze)"/>
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
  ${streaks}
  <path d="${ridge(random, { fromX: -unit, toX: W * (0.3 + random() * 0.15), baseY: horizon + unit * 0.4, amplitude: unit * 2.2, close: 'shore' })}" fill="${p.hills[1]}"/>
  <path d="${ridge(random, { fromX: -unit, toX: W * (portrait ? 0.35 : 0.22), baseY: H - (H - horizon) * 0.45, amplitude: unit * 1.6, close: 'slope', bottom: H })}" fill="${p.hills[2]}"/>
  <g>${motifs.map((kind) => motif(kind, random, W, H, horizon, unit, p.hills)).join('')}</g>
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  ${label ? `<text x="${Math.round(W / 2)}" y="${Math.round(H - fontSize * 1.4)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.8" letter-spacing="${(fontSize * 0.08).toFixed(1)}">${label}${title ? ` · ${title}` : ''}</text>` : ''}
</svg>`;
}
