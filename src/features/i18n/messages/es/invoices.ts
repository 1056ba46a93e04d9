/** Invoices and credit notes (the PDF and the printable page), and their links on My Orders. */
import type { Translation } from '../index.ts';
import type english from '../en/invoices.ts';

export default {
  'invoice.title.invoice': 'Factura',
  'invoice.title.creditNote': 'Factura rectificativa',
  'invoice.number': 'Número',
  'invoice.date': 'Fecha de expedición',
  'invoice.supplyDate': 'Fecha de la prestación',
  'invoice.order': 'Pedido',
  'invoice.seller': 'Vendedor',
  'invoice.taxId': 'Número de identificación fiscal',
  'invoice.demo': 'Datos de demostración: este documento no es una factura válida.',
  'invoice.buyer': 'Comprador',
  'invoice.buyerVatId': 'NIF-IVA',
  'invoice.quantity': 'Cantidad',
  'invoice.item': 'eSIM de datos prepago: {plan} ({data}, {duration})',
  'invoice.itemTopUp': 'Recarga de datos para una eSIM: {plan} ({data}, {duration})',
  'invoice.net': 'Base imponible',
  'invoice.taxRate': 'Tipo de IVA',
  'invoice.taxAmount': 'IVA',
  'invoice.total': 'Total pagado',
  'invoice.totalCredited': 'Total abonado',
  'invoice.currency': 'Moneda',
  'invoice.paymentMethod': 'Forma de pago',
  'invoice.card': 'Tarjeta',
  'invoice.cardEnding': '{brand} terminada en {last4}',
  'invoice.refundedTo': 'Reembolsado en',
  'invoice.reverseCharge':
    'Inversión del sujeto pasivo (artículo 196 de la Directiva 2006/112/CE). NIF-IVA del comprador: {vatId}',
  'invoice.notCharged': 'IVA no repercutido.',
  'invoice.cancels': 'Esta factura rectificativa anula por completo la factura {number}.',
  'invoice.replaces': 'Esta factura sustituye a la factura {number}.',
  'invoice.downloadPdf': 'Descargar PDF',
  'invoice.preparing': 'Estamos preparando tu factura; estará disponible aquí en unos minutos.',
  'invoice.creditNotePreparing':
    'Estamos preparando tu factura rectificativa; estará disponible aquí en unos minutos.',
  'invoice.notIssued':
    'Este documento aún no se ha emitido. Vuelve a intentarlo dentro de unos minutos.',
  'invoice.refundedNoChange': 'Este pedido se ha reembolsado: su factura ya no se puede modificar.',
  'invoice.companyAdded':
    'Se han añadido los datos de tu empresa. La nueva factura estará lista en unos minutos.',
  'invoice.addCompany': 'Añadir datos de empresa',
  'invoice.companyName': 'Razón social',
  'invoice.companyAddress': 'Dirección de la empresa',
  'invoice.companyCountry': 'País',
  'invoice.companyCountryHint': 'Dos letras, como en el NIF-IVA: ES, FR, DE…',
  'invoice.companySubmit': 'Volver a emitir la factura',
  'invoice.companyFailed': 'No se han podido añadir los datos de tu empresa. Inténtalo de nuevo.',
  'invoice.link': 'Factura',
  'invoice.creditNoteLink': 'Factura rectificativa',
} as const satisfies Translation<typeof english>;
