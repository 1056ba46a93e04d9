/**
 * Orders as a list of cards, one per eSIM, each with that eSIM's top-ups inside it: a top-up is
 * more data for an eSIM, not an order of its own. My Orders and My Account pass their own card.
 */
import type { ComponentType, ReactNode } from 'react';
import type { CustomerOrder } from '../orders/order.ts';
import type { Translator } from '../i18n/translate.ts';
import NoDataBanner from '../esims/rescue/NoDataBanner.tsx';
import TopUpList from '../top-ups/TopUpList.tsx';
import { groupTopUps } from '../top-ups/top-up.ts';

interface EsimCardsProps {
  t: Translator;
  orders: CustomerOrder[];
  Card: ComponentType<{ t: Translator; order: CustomerOrder; children?: ReactNode }>;
  className: string;
}

export default function EsimCards({ t, orders, Card, className }: EsimCardsProps) {
  return (
    <ul className={className}>
      {groupTopUps(orders).map(({ order, topUps }) => (
        <li key={order.id}>
          <Card t={t} order={order}>
            <NoDataBanner t={t} order={order} />
            <TopUpList t={t} topUps={topUps} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
