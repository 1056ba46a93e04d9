/** The Spanish catalogue: every English part, translated. */
import account from './account.ts';
import api from './api.ts';
import auth from './auth.ts';
import catalogue from './catalogue.ts';
import checkout from './checkout.ts';
import destinationCheck from './destination-check.ts';
import esims from './esims.ts';
import help from './help.ts';
import home from './home.ts';
import invoices from './invoices.ts';
import layout from './layout.ts';
import legal from './legal.ts';
import mail from './mail.ts';
import orders from './orders.ts';
import support from './support.ts';
import ui from './ui.ts';
import validation from './validation.ts';
import reminders from './reminders.ts';
import withdrawal from './withdrawal.ts';

export const es = {
  ...layout,
  ...checkout,
  ...destinationCheck,
  ...orders,
  ...esims,
  ...auth,
  ...account,
  ...legal,
  ...ui,
  ...help,
  ...home,
  ...catalogue,
  ...support,
  ...mail,
  ...invoices,
  ...api,
  ...validation,
  ...withdrawal,
  ...reminders,
} as const;
