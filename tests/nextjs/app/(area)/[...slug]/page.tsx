// Every other path is the wealth area's (/simple-earn/…, /staking/…, /dual-currency-investment,
// a holding detail's /{id}): WealthArea picks the page.
import { Area } from '../../Area';

export default function AreaPage() {
  return (
    <main>
      <Area />
    </main>
  );
}
