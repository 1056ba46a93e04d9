/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': 'Legal',
  'legal.lastUpdated': 'Última actualización:',
  'legal.tocLabel': 'En esta página',
  'legal.tocSectionCount.one': '({count} apartado)',
  'legal.tocSectionCount.other': '({count} apartados)',
  // The final terms above checkout's pay button.
  'legal.finalTerms.heading': 'Tu pedido, antes de pagar',
  'legal.finalTerms.plan': 'Plan',
  'legal.finalTerms.allowance': 'Datos y validez',
  'legal.finalTerms.allowanceValue': '{data} durante {duration}, a partir de la activación',
  'legal.finalTerms.quantity': 'Cantidad',
  'legal.finalTerms.total': 'Total, impuestos incluidos',
  'legal.finalTerms.payment': 'Pago',
  'legal.finalTerms.paymentValue': 'Se cobra en tu tarjeta en cuanto pulses el botón de abajo',
  'legal.finalTerms.delivery': 'Entrega',
  'legal.finalTerms.deliveryValue':
    'Justo después del pago, por correo electrónico y en Mis pedidos',
  'legal.finalTerms.contract': 'Contrato',
  'legal.finalTerms.contractValue': 'Una compra única: sin suscripción, nada se renueva',
  'legal.finalTerms.refunds':
    '¿Aún no la has instalado? Cancélala en Mis pedidos en un plazo de {days} días y te devolvemos el importe completo. No hay reembolso una vez consumidos datos.',
  'legal.finalTerms.termsLink': 'Reembolsos y desistimiento: condiciones de servicio',
  'legal.finalTerms.disclosureLink': 'Información comercial (Japón)',
} as const satisfies Translation<typeof english>;
