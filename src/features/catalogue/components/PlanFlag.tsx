import Flag, { GlobeFlag } from '../../../components/ui/Flag.tsx';

/** A plan's flag: the flag of its one country, or a globe for a multi-country plan. */
export default function PlanFlag({
  plan,
  size = 40,
}: {
  plan: { countryCode: string; flag: string | null };
  size?: number;
}) {
  if (plan.flag && /^[A-Z]{2}$/.test(plan.countryCode))
    return <Flag code={plan.countryCode} size={size} />;
  return <GlobeFlag size={size} />;
}
