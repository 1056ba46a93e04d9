/**
 * My Orders and the eSIM list on My Account: each order's card, its QR code, its top-ups ('Add
 * data') and its refund.
 */
import type { Translation } from '../index.ts';
import type english from '../en/orders.ts';

export default {
  'orders.title': 'Mis pedidos',
  'orders.pageDescription':
    'Tus pedidos de eSIM en Roamly, su estado de activación y sus códigos QR.',
  'orders.loading': 'Cargando tus pedidos',
  'orders.signInTitle': 'Acceso no autorizado',
  'orders.signInText': 'Inicia sesión para ver tus pedidos.',
  'orders.loadFailedHeading': 'No se han podido cargar tus pedidos',
  'orders.loadFailedText': 'Inténtalo de nuevo.',
  'orders.tryAgain': 'Reintentar',
  'orders.noneHeading': 'Todavía no has hecho ninguna compra',
  'orders.noneText': 'Elige un destino y tu eSIM aparecerá aquí, lista para instalar.',
  'orders.browsePlans': 'Ver planes',
  'orders.returnNotCompleted': 'Tu pago no se ha completado. Inténtalo de nuevo.',

  'orders.orderNumber': 'Pedido n.º {number}',
  'orders.activating': 'Activando la eSIM…',
  'orders.deliveryPromise':
    'Suele estar lista en menos de un minuto y, como mucho, en {minutes} minutos: antes de las {time}.',
  'orders.deliveryOverdue':
    'Está tardando más de lo habitual. Ya estamos en ello y te enviaremos un correo en cuanto tu eSIM esté lista.',
  'orders.late.title': 'Tu eSIM se está retrasando',
  'orders.late.offer':
    'Te la prometimos en un máximo de {minutes} minutos y todavía no te la hemos entregado. Ya estamos en ello. Si prefieres no esperar, puedes recuperar ahora todo tu dinero.',
  'orders.late.onIt':
    'Te la prometimos en un máximo de {minutes} minutos y todavía no te la hemos entregado. Ya estamos en ello y te enviaremos un correo en cuanto esté lista.',
  'orders.late.refundNow': 'Reembolsar ahora',
  'orders.late.refunding': 'Reembolsando…',
  'orders.ready': 'Lista',
  'orders.failed': 'Fallida',
  'orders.refunded': 'Reembolsada',
  'orders.data': 'Datos',
  'orders.duration': 'Duración',
  'orders.iccid': 'ICCID',
  'orders.errorLabel': 'Error:',

  'orders.qrAlt': 'Código QR de la eSIM para {plan}',
  'orders.qrScan':
    'Escanéalo con el teléfono que vas a llevar de viaje. Solo se puede instalar una vez.',
  'orders.qrDownload': 'Descargar',
  'orders.qrDownloadFailed': 'Error en la descarga',
  'orders.qrNotDownloaded': 'No se ha podido descargar el código QR. Inténtalo de nuevo.',
  'orders.installationGuide': 'Guía de instalación',
  /** The saved QR code's file name on My Orders; `{plan}` and `{order}` are letters, digits, '-'. */
  'orders.qrFileOfOrder': 'esim-{plan}-{order}.png',
  /** The saved QR code's file name on My Account. */
  'orders.qrFileOfAccount': '{plan}-esim-codigo-qr.png',

  'orders.subscriptionsHeading': 'Mis eSIM',
  'orders.subscriptionsLoading': 'Cargando tus eSIM',
  'orders.subscriptionsFailed': 'No se han podido cargar tus eSIM. {reason}',
  'orders.subscriptionsNoneHeading': 'Todavía no tienes ninguna eSIM',
  'orders.subscriptionsNoneText': 'Tus eSIM aparecerán aquí después de tu primera compra.',
  'orders.purchasedOn': 'Comprada el {date}',
  'orders.statusPending': 'Pendiente',
  'orders.statusCompleted': 'Completada',
  'orders.downloadQrCode': 'Descargar código QR',

  'orders.topUpsHeading': 'Recargas',
  'orders.topUpDataAdded': 'Datos añadidos',
  'orders.addData': 'Añadir datos',
  'orders.addDataLead': 'Más datos en esta misma eSIM: sin código QR nuevo y sin reinstalar nada.',
  'orders.addDataLoading': 'Cargando los planes compatibles con esta eSIM…',
  'orders.addDataFailed': 'No se han podido cargar los planes para esta eSIM. Inténtalo de nuevo.',
  'orders.addDataNone': 'Ahora mismo no se puede añadir ningún plan a esta eSIM.',
  'orders.addDataPlan': 'Añadir {plan} por {price}',
  'orders.addDataPlanDetails': '({data}, {duration})',

  'orders.refundOffered': 'Las eSIM sin usar se pueden reembolsar hasta el {day}.',
  'orders.refundButton': 'Cancelar y reembolsar',
  'orders.refundConfirmLabel': 'Confirma el reembolso',
  'orders.refundConfirmText':
    '¿Cancelar esta eSIM y reembolsar {price} a tu método de pago original? Ya no podrás instalarla. Los reembolsos tardan entre 5 y 10 días hábiles en llegar.',
  'orders.refundConfirm': 'Sí, cancelar y reembolsar',
  'orders.refundSending': 'Cancelando…',
  'orders.refundKeep': 'Conservar mi eSIM',
  'orders.refundNotRequested': 'No se ha podido solicitar tu reembolso. Inténtalo de nuevo.',
} as const satisfies Translation<typeof english>;
