// Every other path is the wealth area's (/simple-earn/…, /staking/…, /dual-currency-investment,
// a holding detail's /{id}): WealthArea picks the page. app/Area.tsx is the README's Next.js block,
// written there by scripts/check-nextjs.mjs, so the README's code is the code that is tested.
import { Area } from '../../Area';

export default function AreaPage() {
  return (
    <main>
      <Area />
    </main>
  );
}
