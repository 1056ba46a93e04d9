/** The checkout page: the order summary, the card form, the pay button and the price hold. */
import type { Translation } from '../index.ts';
import type english from '../en/checkout.ts';

export default {
  'checkout.title': 'Finalizar compra',
  'checkout.pageDescription': 'Paga tu eSIM de viaje de Roamly de forma segura.',
  'checkout.backToDestinations': 'Volver a los destinos',
  'checkout.loading': 'Cargando el pago…',
  'checkout.signInTitle': 'Tienes que iniciar sesión',
  'checkout.signInText': 'Inicia sesión para continuar.',
  'checkout.errorTitle': 'Error',
  'checkout.intentFailedTitle': 'No se ha podido iniciar el pago',
  'checkout.planMissingHeading': 'Plan no encontrado',
  'checkout.planMissingText': 'Este plan ya no está a la venta, o el enlace no es correcto.',
  'checkout.unavailableHeading': 'El pago no está disponible en este momento',
  'checkout.unavailableText': 'No hemos podido cargar este plan. Inténtalo de nuevo en un momento.',
  'checkout.topUpRefusedHeading': 'Esta recarga no está disponible',
  'checkout.topUpRefusedText': 'Este plan no se puede añadir a esta eSIM.',
  'checkout.browsePlans': 'Ver planes',
  'checkout.topUpLead': 'Añade datos a tu eSIM actual.',
  'checkout.topUpExplained':
    'Sin código QR nuevo y sin reinstalar nada: los datos se añaden a la eSIM que ya tienes.',

  'checkout.summaryHeading': 'Resumen del pedido',
  'checkout.summaryCountry': 'País',
  'checkout.summaryData': 'Datos',
  'checkout.summaryDuration': 'Duración',
  'checkout.summaryTotal': 'Total',
  'checkout.summaryTotalWithTax': 'Total ({tax} del {rate} incluido: {amount})',
  'checkout.taxName': 'IVA',
  'checkout.taxNameJapan': 'impuesto sobre el consumo',

  'checkout.paymentHeading': 'Datos de pago',
  'checkout.pay': 'Pagar {price}',
  'checkout.processing': 'Procesando…',
  'checkout.securePayment':
    'Pago seguro con Stripe. Tu eSIM se entrega al instante por correo electrónico y en Mis pedidos.',
  'checkout.preparingPayment': 'Preparando el pago seguro…',
  'checkout.paymentNotStarted': 'No se ha podido iniciar el pago.',
  'checkout.tryAgain': 'Reintentar',
  'checkout.notReadyTitle': 'El pago aún no está listo',
  'checkout.notReadyText': 'Espera mientras se carga el formulario de pago.',
  'checkout.paymentFailedTitle': 'Error en el pago',
  'checkout.paidTitle': '¡Pago realizado!',
  'checkout.paidText':
    'Estamos activando tu eSIM: normalmente tarda menos de un minuto y, como mucho, {minutes} minutos (antes de las {time}). La encontrarás en Mis pedidos.',
  'checkout.stillProcessing':
    'Tu pago aún se está procesando. Tu pedido aparecerá en Mis pedidos en cuanto se confirme.',
  'checkout.bankConfirmation': 'Tu banco necesita que confirmes este pago. Inténtalo de nuevo.',
  'checkout.notCompleted': 'No se ha podido completar tu pago. Prueba con otra tarjeta.',
  'checkout.formLoading': 'Cargando el formulario de pago…',
  'checkout.formFailed':
    'No se ha podido cargar el formulario de pago. Comprueba tu conexión y actualiza la página.',

  'checkout.testModeNotice':
    'Modo de prueba: no se cobra ninguna tarjeta real. Usa 4242 4242 4242 4242 para pagar, 4000 0000 0000 0002 para una tarjeta rechazada y 4000 0000 0000 9995 para fondos insuficientes.',
  'checkout.testCancelled': 'Este pago se ha cancelado.',
  'checkout.testDeclined': 'Tu tarjeta ha sido rechazada.',
  'checkout.cardNumber': 'Número de tarjeta',
  'checkout.cardExpiry': 'Caducidad',
  'checkout.cardExpiryPlaceholder': 'MM / AA',
  'checkout.cardCvc': 'CVC',

  'checkout.heldUntil': 'Precio garantizado hasta las {time}',
  'checkout.quoteGoneHeading': 'Este precio ya no está garantizado',
  'checkout.continueAt': 'Continuar por {price}',
  'checkout.quotePriceChanged':
    'El precio de este plan ha cambiado de {quoted} a {current} mientras pagabas.',
  'checkout.quotePlanChanged':
    'Este plan ha cambiado mientras pagabas, así que ya no es el plan que elegiste. Revísalo de nuevo antes de comprar.',
  'checkout.quoteWithdrawn': 'Este plan ya no se vende.',
  'checkout.quoteExpired': 'El precio que te habíamos garantizado ha caducado.',
  'checkout.quoteExpiredNowAt':
    'El precio que te habíamos garantizado ha caducado. El precio actual es {current}.',
  'checkout.quoteEsimRefunded':
    'Esta eSIM se ha reembolsado, así que no se le pueden añadir datos.',
  'checkout.quoteEsimRefundAsked':
    'Se ha solicitado el reembolso de esta eSIM, así que no se le pueden añadir datos.',
  'checkout.quoteAccountBlocked':
    'Tu cuenta de Roamly está suspendida por ahora, así que no hemos podido completar esta compra. Nuestro equipo de soporte te ayudará con mucho gusto si tienes alguna pregunta.',
  'checkout.quoteRefunded': 'Te hemos reembolsado íntegramente tu pago de {quoted}.',
  'checkout.quoteNotCharged': 'No se te ha cobrado nada.',
  /** What changed, then whether the customer was charged: two sentences, in this order. */
  'checkout.quoteChangeAndCharge': '{change} {charge}',

  'checkout.billingHeading': 'Datos de facturación',
  'checkout.billingCountry': 'País de facturación',
  'checkout.forBusiness': 'Compro para una empresa',
  'checkout.businessName': 'Nombre de la empresa',
  'checkout.businessAddress': 'Dirección de la empresa',
  'checkout.vatId': 'NIF-IVA',
  'checkout.vatIdHint': 'Con el prefijo del país, p. ej., ESB12345678.',
  'checkout.optional': 'Opcional',
  'checkout.travelDate': '¿Cuándo viajas?',
  'checkout.travelDateHint':
    'Si la eSIM aún no está instalada, te lo recordamos el día antes de viajar.',
  'checkout.deliveryConsent':
    'Solicito que mi eSIM se entregue ya, dentro del plazo de desistimiento. Entiendo que pierdo mi derecho de desistimiento en cuanto la eSIM se instala o su plan empieza; hasta entonces, puedo cancelarla con reembolso íntegro en los {days} días siguientes a la compra.',
  'checkout.continueToPayment': 'Continuar al pago',
  'checkout.changeBilling': 'Cambiar los datos de facturación',
  'checkout.vatNotConfirmed':
    'No hemos podido confirmar este NIF-IVA en el servicio VIES de la UE, así que el IVA está incluido. Revisa el número, o paga con IVA y añade la empresa a la factura más adelante.',
  'checkout.vatUnreachable':
    'El servicio VIES de la UE, que confirma los números de IVA, no está disponible en este momento, así que el IVA está incluido. Vuelve a intentarlo dentro de unos minutos, o paga con IVA y añade la empresa a la factura más adelante.',
} as const satisfies Translation<typeof english>;
