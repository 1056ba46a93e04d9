/** La función de desistimiento, en español. */
import type { Translation } from '../index.ts';
import type english from '../en/withdrawal.ts';

export default {
  'withdrawal.linkLabel': 'Desistir del contrato aquí',
  'withdrawal.page.title': 'Desistir del contrato',
  'withdrawal.page.description':
    'Desiste de tu contrato con Roamly dentro del plazo de desistimiento, sin iniciar sesión.',
  'withdrawal.page.lead':
    '¿Compraste una eSIM en los últimos {days} días? Aquí puedes desistir del contrato. Indica tu número de pedido y el correo electrónico de tu cuenta y te enviaremos un enlace para confirmarlo.',
  'withdrawal.form.orderNumber': 'Número de pedido',
  'withdrawal.form.orderNumberHint':
    'Tal como aparece en los correos de tu pedido, por ejemplo #1a2b3c4d',
  'withdrawal.form.email': 'Correo electrónico',
  'withdrawal.form.submit': 'Enviarme el enlace',
  'withdrawal.form.sending': 'Enviando…',
  'withdrawal.form.failed': 'No ha funcionado. Inténtalo de nuevo.',
  'withdrawal.confirm.title': 'Confirmar el desistimiento',
  'withdrawal.confirm.lead': 'Vas a desistir de este contrato:',
  'withdrawal.confirm.order': 'Número de pedido',
  'withdrawal.confirm.plan': 'Plan',
  'withdrawal.confirm.bought': 'Comprado el',
  'withdrawal.confirm.email': 'Confirmación enviada a',
  'withdrawal.confirm.name': 'Tu nombre',
  'withdrawal.confirm.button': 'Confirmar el desistimiento',
  'withdrawal.confirm.sending': 'Enviando…',
  'withdrawal.confirm.loading': 'Cargando tu contrato…',
  'withdrawal.confirm.alreadyReceived': 'Recibimos tu desistimiento de este contrato el {date}.',
  'withdrawal.confirm.noLink': 'Esta página se abre desde el enlace de tu correo.',
  'withdrawal.confirm.askAgain': 'Pedir un enlace nuevo',
  'mail.withdrawal.link.subject': 'Confirma tu desistimiento del pedido #{order}',
  'mail.withdrawal.link.heading': 'Desistir de tu contrato',
  'mail.withdrawal.link.body':
    'Has pedido desistir del contrato de tu eSIM {plan} para {country} (pedido #{order}). Abre el enlace de abajo y confirma tu desistimiento.',
  'mail.withdrawal.link.footnote':
    'El enlace es válido durante {hours} horas. Si no lo has pedido tú, ignora este correo: no cambia nada.',
  'mail.withdrawal.received.subject': 'Hemos recibido tu desistimiento (pedido #{order})',
  'mail.withdrawal.received.heading': 'Hemos recibido tu desistimiento',
  'mail.withdrawal.received.content':
    '{name}, has desistido de tu contrato de la eSIM {plan} para {country} (pedido #{order}, comprado el {boughtOn} por {amount}).',
  'mail.withdrawal.received.atUtc': 'Recibimos tu desistimiento el {utc}.',
  'mail.withdrawal.received.atLocal': 'En tu zona horaria ({zone}) eran las {local}.',
  'mail.withdrawal.received.refunded':
    'El plan no se había usado, así que hemos cancelado la eSIM y te hemos reembolsado {amount} en tu método de pago original. Suele aparecer en tu extracto en un plazo de 5 a 10 días hábiles.',
  'mail.withdrawal.received.refundUnderWay':
    'El plan no se había usado, así que estamos cancelando la eSIM y reembolsando {amount} en tu método de pago original. Te escribiremos cuando el reembolso esté hecho.',
  'mail.withdrawal.received.deliveryStarted':
    'Tu eSIM ya estaba instalada o su plan ya había empezado. Al comprar nos pediste que la entregáramos de inmediato y aceptaste que tu derecho de desistimiento termina en cuanto empieza la entrega (consulta nuestras condiciones; Directiva 2011/83/UE, artículo 16, letra m). Por eso no corresponde ningún reembolso por este pedido.',
  'mail.withdrawal.received.support':
    'Nuestro equipo de soporte revisará tu pedido y te escribirá en un plazo de 2 días hábiles sobre tu dinero.',
  'mail.withdrawal.received.questions':
    '¿Tienes dudas o crees que hay un error? Responde a este correo o escribe a {support}.',
  'mail.withdrawal.withinPeriod':
    '¿Has cambiado de opinión? Puedes desistir de este contrato hasta el {date}.',
  'mail.withdrawal.consent.given':
    'Confirmación de tu solicitud: al hacer el pedido, el {date}, pediste que la entrega se hiciera dentro del plazo de desistimiento y marcaste esta declaración:',
  'mail.withdrawal.consent.quoted': '«{text}»',
  'mail.withdrawal.consent.meaning':
    'Qué significa para tu derecho de desistimiento: mientras la eSIM no esté instalada y su plan no haya empezado, puedes desistir en los {days} días siguientes a la compra y recibir el reembolso íntegro. En cuanto la eSIM se instala o su plan empieza, pierdes el derecho de desistimiento, tal como reconociste.',
  'api.withdrawal.linkSent':
    'Si este número de pedido corresponde a este correo y el pedido sigue dentro de su plazo de desistimiento, hemos enviado un enlace a esa dirección. Ábrelo para confirmar tu desistimiento.',
  'api.withdrawal.linkInvalid': 'Este enlace no es válido o ha caducado. Pide uno nuevo.',
  'api.withdrawal.periodOver':
    'El plazo de desistimiento de {days} días de este pedido ha terminado.',
  'api.withdrawal.received':
    'Hemos recibido tu desistimiento y te hemos enviado la confirmación por correo electrónico.',
  'api.withdrawal.refunded': 'El plan no se había usado: te devolvemos {amount}.',
  'api.withdrawal.refundUnderWay':
    'El plan no se había usado: estamos reembolsando {amount} y te escribiremos cuando esté hecho.',
  'api.withdrawal.deliveryStarted':
    'Tu eSIM ya estaba instalada o su plan ya había empezado, así que, según nuestras condiciones, tu derecho de desistimiento había terminado y no corresponde reembolso. Si crees que es un error, contacta con soporte.',
  'api.withdrawal.support':
    'Nuestro equipo de soporte revisará tu pedido y te escribirá en un plazo de 2 días hábiles.',
  'validation.withdrawal.orderNumber':
    'Escribe el número de pedido de tu correo, por ejemplo #1a2b3c4d',
  'validation.withdrawal.name': 'Escribe tu nombre',
  'validation.withdrawal.link': 'Este enlace no es válido. Pide uno nuevo.',
} as const satisfies Translation<typeof english>;
