/** El recordatorio de instalación y la página de su enlace de baja, en español. */
import type { Translation } from '../index.ts';
import type english from '../en/reminders.ts';

export default {
  'mail.installReminder.subjectDayAfter': 'Tu eSIM para {country} aún no está instalada',
  'mail.installReminder.subjectBeforeTravel': 'Viajas el {date}: instala ya tu eSIM para {country}',
  'mail.installReminder.preheader': 'Instálala ahora con wifi y tendrás datos nada más aterrizar.',
  'mail.installReminder.headingDayAfter': 'Tu eSIM está esperando a que la instales',
  'mail.installReminder.headingBeforeTravel': 'Instala tu eSIM antes de viajar',
  'mail.installReminder.notInstalled':
    'Tu eSIM {plan} para {country} (pedido n.º {order}) aún no está instalada en ningún teléfono.',
  'mail.installReminder.tripOn': 'Tu viaje empieza el {date}.',
  'mail.installReminder.why':
    'Son dos minutos. Hazlo ahora, con wifi, mientras tienes tiempo: así tu teléfono tendrá datos nada más aterrizar.',
  'mail.installReminder.tapOnPhone':
    'En el teléfono con el que viajas, toca su botón de arriba. ¿Lo estás leyendo en otra pantalla? Escanea el código QR con ese teléfono.',
  'mail.installReminder.byHand':
    '¿Prefieres introducir los datos a mano? Están en Mis pedidos, con los pasos para tu teléfono.',
  'mail.installReminder.installedAlready':
    '¿Ya la has instalado? Entonces puedes ignorar este correo.',
  'mail.installReminder.unsubscribeText':
    'Enviamos como máximo dos recordatorios de instalación por eSIM, y ninguno una vez instalada.',
  'mail.installReminder.unsubscribeLabel': 'No recibir más recordatorios',
  'reminders.unsubscribe.title': 'Recordatorios de instalación',
  'reminders.unsubscribe.confirm':
    '¿Dejar de recibir los correos que te recuerdan instalar las eSIM que compras? Los correos de tus pedidos seguirán llegando.',
  'reminders.unsubscribe.button': 'No recibir más recordatorios',
  'reminders.unsubscribe.done':
    'Hecho: ya no te enviaremos recordatorios de instalación. Los correos de tus pedidos seguirán llegando.',
  'reminders.unsubscribe.invalid':
    'Este enlace no es válido. Ábrelo de nuevo desde el correo o ponte en contacto con nosotros.',
} as const satisfies Translation<typeof english>;
