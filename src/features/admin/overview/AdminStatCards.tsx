/** The three stat cards of docs/product.md#screen-admin: Total Plans, Countries, Total Orders. */
import type { AdminStats } from '../catalogue/catalogue-answers.ts';

const cards: { label: string; key: keyof AdminStats }[] = [
  { label: 'Total Plans', key: 'totalPlans' },
  { label: 'Countries', key: 'totalCountries' },
  { label: 'Total Orders', key: 'totalOrders' },
];

export default function AdminStatCards({ stats }: { stats: AdminStats | null }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, key }) => (
        <div key={key} className="card p-5">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
          <dd
            className="mt-1 text-3xl font-extrabold text-slate-900 dark:text-white"
            aria-busy={stats === null}
          >
            {stats === null ? '…' : stats[key].toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
