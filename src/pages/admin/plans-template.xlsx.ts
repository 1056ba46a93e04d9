import type { APIRoute } from 'astro';
import {
  writePlanWorkbook,
  XLSX_CONTENT_TYPE,
} from '../../features/admin/catalogue/plan-workbook.server.ts';
import { TEMPLATE_PLANS } from '../../features/admin/catalogue/plan-template.ts';

export const prerender = true;

/** A starting point for the admin's spreadsheet: the header and one row of each kind. */
export const GET: APIRoute = async () =>
  new Response(await writePlanWorkbook(TEMPLATE_PLANS), {
    headers: { 'Content-Type': XLSX_CONTENT_TYPE },
  });
