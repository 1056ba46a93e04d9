/** What the functions answer a customer, in Spanish. */
import type { Translation } from '../index.ts';
import type english from '../en/api.ts';

export default {
  'api.auth.registered': 'Cuenta creada. Revisa tu correo electrónico para confirmar tu dirección.',
  'api.auth.signedOut': 'Sesión cerrada',
  'api.auth.notSignedIn': 'No has iniciado sesión',
  'api.auth.verificationInvalid': 'Este enlace de verificación no es válido o ha caducado.',
  'api.account.wrongPassword': 'La contraseña no es correcta. Tu cuenta sigue abierta.',
  'api.account.alreadyClosed': 'Esta cuenta ya está cerrada.',
  'api.account.closed':
    'Tu cuenta está cerrada. Te hemos enviado por correo un enlace para reabrirla en los próximos 7 días.',
  'api.account.reopenInvalid': 'Este enlace no es válido, ya se usó o han pasado más de 7 días.',
  'api.account.reopened':
    'Tu cuenta vuelve a estar abierta. Ya puedes iniciar sesión con tu contraseña.',
  'api.auth.throttledSeconds.one':
    'Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de {count} segundo.',
  'api.auth.throttledSeconds.other':
    'Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de {count} segundos.',
  'api.auth.throttledMinutes.one':
    'Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de {count} minuto.',
  'api.auth.throttledMinutes.other':
    'Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de {count} minutos.',
  'api.tooManyRequests': 'Demasiadas solicitudes. Espera un minuto y vuelve a intentarlo.',

  'api.contact.sent': 'Mensaje enviado. Te responderemos en un plazo de 24 horas.',
  'api.contact.throttled':
    'Ya nos has enviado varios mensajes. Espera unos minutos y vuelve a intentarlo.',

  'api.plans.countryCodeInvalid': 'El código de país debe tener dos letras, como US o fr',
  'api.checkout.planNotFound': 'Plan no encontrado',
  'api.checkout.planDoesNotFit': 'Este plan no es compatible con esta eSIM',
  'api.checkout.notTheEsimCurrency':
    'Los datos de una eSIM se pagan en la moneda en la que se compró la eSIM',
  'api.checkout.paymentsUnavailable': 'Los pagos no están disponibles en este momento.',
  'api.checkout.billingCountryUnknown': 'Elige tu país de facturación en la lista',
  'api.checkout.businessNameMissing': 'Indica el nombre de la empresa para la que compras',
  'api.checkout.businessAddressTooLong':
    'La dirección de la empresa es demasiado larga (500 caracteres como máximo)',
  'api.checkout.vatIdInvalid':
    'Este NIF-IVA no es válido: escribe el prefijo del país (dos letras) y después de 2 a 13 letras o cifras (p. ej., ESB12345678)',
  'api.checkout.travelDateInvalid': 'Elige una fecha de viaje entre hoy y dentro de un año',
  'api.checkout.consentRequired':
    'Marca la casilla para solicitar la entrega inmediata de tu eSIM antes de pagar',
  'api.checkout.paymentNotFound': 'Pago no encontrado',
  'api.checkout.checkoutMismatch': 'Este pago no corresponde a su pedido',
  'api.checkout.otherPlan': 'Este pago es de otro plan',
  'api.checkout.notSucceeded': 'Este pago no se ha completado',
  'api.checkout.amountMismatch': 'El importe pagado no coincide con el precio del plan',
  'api.checkout.quoteCancelled': 'Este pedido se canceló antes de pagarse',
  'api.checkout.paymentRefunded':
    'Este pago se ha reembolsado íntegramente: lo que pagaba ya no está a la venta',

  'api.card.declined': 'Tu tarjeta ha sido rechazada.',
  'api.card.insufficientFunds': 'Tu tarjeta no tiene fondos suficientes.',
  'api.card.expired': 'Tu tarjeta ha caducado.',
  'api.card.incorrectCvc': 'El código de seguridad de tu tarjeta no es correcto.',
  'api.card.invalidNumber': 'El número de tu tarjeta no es válido.',
  'api.card.liveCardInTestMode':
    'Tu tarjeta ha sido rechazada. La solicitud estaba en modo de prueba, pero usaba una tarjeta real.',
  'api.card.paymentCancelled':
    'Este pago se ha cancelado y ya no se puede abonar. No se te ha cobrado nada.',

  'api.esims.notFound': 'eSIM no encontrada',
  'api.esims.badRefresh': 'Consulta no válida: refresh debe ser 1',
  'api.esims.checking': 'Consultando tu eSIM con la red…',
  'api.esims.unreachable':
    'No hemos podido conectar con la red para consultar tu eSIM. Vuelve a intentarlo dentro de un minuto.',
  'api.topUps.plansUnavailable':
    'No hemos podido comprobar qué planes son compatibles con esta eSIM. Vuelve a intentarlo en un momento.',

  'api.orders.notFound': 'Pedido no encontrado',
  'api.orders.notReady': 'Esta eSIM aún no está lista',
  'api.orders.qrRefunded': 'Esta eSIM se reembolsó, así que su código QR ya no está disponible',

  'api.refunds.alreadyRefunded': 'Este pedido ya se ha reembolsado',
  'api.refunds.underWay': 'Ya hay un reembolso en curso para este pedido',
  'api.refunds.topUp':
    'Los datos añadidos no se pueden cancelar por separado. Ponte en contacto con el servicio de atención.',
  'api.refunds.topUpUnderWay':
    'Se están añadiendo datos a esta eSIM en este momento. Vuelve a intentarlo dentro de unos minutos.',
  'api.refunds.tooLate': 'Han pasado más de {days} días desde la compra',
  'api.refunds.installed': 'Esta eSIM ya está instalada',
  'api.refunds.started': 'Este plan ya ha empezado',
  'api.refunds.notCancellable': 'Este plan ya no se puede cancelar',
  'api.refunds.providerUnavailable':
    'Ahora mismo no podemos conectar con la red eSIM. Vuelve a intentarlo dentro de unos minutos.',
  'api.refunds.deliveredMeanwhile':
    'Tu eSIM se acaba de entregar: ya está en Mis pedidos y de camino a tu bandeja de entrada.',
  'api.refunds.unavailable': 'Los reembolsos no están disponibles en este momento.',
  'api.refunds.accepted': 'Tu reembolso está en curso',
  'api.refunds.done': 'Tu reembolso está en camino',
} as const satisfies Translation<typeof english>;
