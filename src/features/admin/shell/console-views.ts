/**
 * The back office's views in navigation order: name, address and who may open them. Support sees
 * the first four; the catalogue, tax, team and audit are the owners'.
 */
export type ConsoleView =
  'overview' | 'orders' | 'customers' | 'inbox' | 'catalogue' | 'tax' | 'team' | 'audit';

interface ConsoleViewLink {
  view: ConsoleView;
  name: string;
  href: string;
  ownerOnly: boolean;
}

export const CONSOLE_VIEWS: readonly ConsoleViewLink[] = [
  { view: 'overview', name: 'Overview', href: '/admin', ownerOnly: false },
  { view: 'orders', name: 'Orders', href: '/admin/orders', ownerOnly: false },
  { view: 'customers', name: 'Customers', href: '/admin/customers', ownerOnly: false },
  { view: 'inbox', name: 'Inbox', href: '/admin/inbox', ownerOnly: false },
  { view: 'catalogue', name: 'Catalogue and rates', href: '/admin/catalogue', ownerOnly: true },
  { view: 'tax', name: 'Tax', href: '/admin/tax', ownerOnly: true },
  { view: 'team', name: 'Team', href: '/admin/team', ownerOnly: true },
  { view: 'audit', name: 'Audit', href: '/admin/audit', ownerOnly: true },
];

/** A tab's title: the view, and the thing's id when it shows one thing. */
export const consoleTitle = (heading: string) => `${heading} · Back office`;
