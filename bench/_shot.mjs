import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const cfg = JSON.parse(readFileSync(new URL('../scripts/chromium.json', import.meta.url)));
const [id, out, w = '1280', h = '900'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: cfg.path, args: cfg.args });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(`http://localhost:6006/iframe.html?id=${id}&viewMode=story`);
if (process.env.WAIT) await page.waitForSelector(process.env.WAIT, { timeout: 30000 });
await page.waitForTimeout(Number(process.env.DELAY ?? 2500));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
