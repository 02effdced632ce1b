/**
 * Draws the default share image (1200×630, Open Graph and Twitter cards) and the organisation
 * logo used in structured data (512×512) from SVG, with the site's colours and name.
 * Run again after a brand change: `npx tsx scripts/make-share-images.ts`.
 */
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve(import.meta.dirname, "../public/images/share");

const MARK = `
  <rect width="40" height="40" rx="10" fill="#11565b"/>
  <path d="M20 10.5 10.8 26.8h18.4Z" fill="none" stroke="#72bcbd" stroke-width="2" stroke-linejoin="round"/>
  <circle cx="20" cy="10.5" r="4.6" fill="#fff"/>
  <circle cx="10.8" cy="26.8" r="4.6" fill="#fff"/>
  <circle cx="29.2" cy="26.8" r="4.6" fill="#fff"/>
  <path d="M20 25.4c-3-2.1-4.4-3.6-4.4-5.3a2.25 2.25 0 0 1 4.4-.7 2.25 2.25 0 0 1 4.4.7c0 1.7-1.4 3.2-4.4 5.3Z" fill="#f9b066"/>`;

const SHARE = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b3336"/>
      <stop offset="1" stop-color="#11565b"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#72bcbd" opacity="0.08"/>
  <circle cx="1130" cy="560" r="180" fill="#f9b066" opacity="0.10"/>
  <rect x="0" y="606" width="1200" height="24" fill="#e07416"/>
  <g transform="translate(90 92) scale(3.2)">${MARK}
    <rect width="40" height="40" rx="10" fill="none" stroke="#72bcbd" stroke-width="0.6" opacity="0.6"/>
  </g>
  <text x="90" y="330" font-family="DejaVu Serif, Georgia, serif" font-size="76" font-weight="700" fill="#ffffff">Community Synergy</text>
  <text x="94" y="392" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" letter-spacing="11" fill="#f9b066">NETWORK</text>
  <text x="90" y="482" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#e6f2f2">Synergy, leverage and networking that turn</text>
  <text x="90" y="526" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#e6f2f2">good intentions into livelihoods.</text>
</svg>`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 40 40">${MARK}</svg>`;

await sharp(Buffer.from(SHARE))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(path.join(OUT, "default.png"));
await sharp(Buffer.from(LOGO)).png({ compressionLevel: 9 }).toFile(path.join(OUT, "logo.png"));
console.log(`Share images written to ${OUT}`);
