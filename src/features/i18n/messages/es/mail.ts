/**
 * Every mail a customer gets, in the customer's language (the account's), and the mail frame's
 * own texts. Mails to the shop's staff and owners stay in English and are not here.
 */
import type { Translation } from '../index.ts';
import type english from '../en/mail.ts';

export default {
  'mail.layout.footer':
    'Roamly · eSIM de viaje prepago · Recibes este correo por una acción realizada en Roamly',
  'mail.layout.buttonFallback': 'Si el botón no funciona, abre este enlace: {link}',
  'mail.layout.labelledLink': '{label}: {url}',

  'mail.common.signIn': 'Iniciar sesión',
  'mail.common.openMyOrders': 'Abrir Mis pedidos',

  'mail.verify.subject': 'Confirma tu dirección de correo electrónico',
  'mail.verify.preheader': 'Un clic para confirmar tu cuenta de Roamly.',
  'mail.verify.heading': 'Confirma tu dirección de correo electrónico',
  'mail.verify.welcome':
    'Te damos la bienvenida a Roamly. Confirma que esta es tu dirección de correo electrónico para que te lleguen los códigos QR de tus eSIM y tus recibos.',
  'mail.verify.linkLimits': 'El enlace solo funciona una vez y caduca en 24 horas.',
  'mail.verify.button': 'Confirmar mi correo',
  'mail.verify.notYou':
    '¿No has creado una cuenta de Roamly? Entonces no abras el enlace: alguien ha escrito tu dirección. Ignora este correo y esa cuenta seguirá sin confirmar.',

  'mail.reset.subject': 'Restablece tu contraseña de Roamly',
  'mail.reset.preheader': 'Elige una nueva contraseña para tu cuenta de Roamly.',
  'mail.reset.heading': 'Restablece tu contraseña',
  'mail.reset.asked':
    'Alguien, probablemente tú, ha pedido restablecer la contraseña de tu cuenta de Roamly.',
  'mail.reset.linkLimits': 'El enlace solo funciona una vez y caduca en 1 hora.',
  'mail.reset.button': 'Elegir una nueva contraseña',
  'mail.reset.notYou': 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',

  'mail.accountExists.subject': 'Ya tienes una cuenta de Roamly',
  'mail.accountExists.preheader':
    'Alguien ha intentado registrarse con tu dirección de correo electrónico.',
  'mail.accountExists.heading': 'Ya tienes una cuenta',
  'mail.accountExists.tried':
    'Alguien, probablemente tú, ha intentado crear una cuenta de Roamly con esta dirección de correo electrónico. Ya existe una cuenta con ella, así que no se ha cambiado nada.',
  'mail.accountExists.forgotPassword': '¿Has olvidado tu contraseña? Elige una nueva aquí: {link}',
  'mail.accountExists.notYou': 'Si no has sido tú, puedes ignorar este correo.',

  'mail.accountBlocked.subject': 'Tu cuenta de Roamly se ha suspendido',
  'mail.accountBlocked.suspended':
    'Nuestro equipo de soporte ha suspendido tu cuenta de Roamly: se ha cerrado tu sesión en todos los dispositivos y, por ahora, no puedes iniciar sesión.',
  'mail.accountBlocked.esimsKeepWorking':
    'Las eSIM que ya hayas instalado siguen funcionando hasta que terminen sus planes.',
  'mail.accountBlocked.reply':
    'Si crees que se trata de un error, responde a este correo y cuéntanoslo. Una persona lee cada respuesta.',
  'mail.accountUnblocked.subject': 'Tu cuenta de Roamly vuelve a estar activa',
  'mail.accountUnblocked.lifted':
    'Hemos levantado la suspensión: ya puedes volver a iniciar sesión con tu contraseña.',
  'mail.accountClosed.subject': 'Tu cuenta de Roamly está cerrada',
  'mail.accountClosed.closed':
    'Tal como pediste, hemos cerrado tu cuenta de Roamly: se ha cerrado la sesión en todos tus dispositivos y ya no puedes iniciarla.',
  'mail.accountClosed.erasure':
    'Si cambias de opinión, el botón de abajo la reabre durante {days} días. Pasado ese plazo, borraremos tus datos personales de forma definitiva.',
  'mail.accountClosed.kept':
    'La ley nos obliga a conservar tus pedidos y facturas durante el plazo contable; solo guardamos eso.',
  'mail.accountClosed.esimsKeepWorking':
    'Las eSIM que ya instalaste siguen funcionando hasta que termine su plan.',
  'mail.accountClosed.undo': 'Reabrir mi cuenta',

  'mail.esimReady.subject': 'Tu eSIM para {country} está lista para instalar',
  'mail.esimReady.preheader':
    '{plan} para {country}: instálala con un toque en tu teléfono o escanea el código QR.',
  'mail.esimReady.heading': 'Tu eSIM está lista',
  'mail.esimReady.qrAlt': 'Código QR de la eSIM para {plan}',
  'mail.esimReady.installOnIphone': 'Instalar en iPhone',
  'mail.esimReady.installOnAndroid': 'Instalar en Android',
  'mail.esimReady.onThisPhone':
    '¿Estás leyendo esto en el teléfono que va a usar la eSIM? Toca el botón que le corresponde, arriba (iPhone: iOS 17.4 o posterior, abierto en Safari o en tu navegador predeterminado; Android: si el fabricante lo permite). Si lo lees en otra pantalla, escanea el código QR con el teléfono.',
  'mail.esimReady.plan': 'Plan: {plan} ({data}, {duration}) para {country}. Pedido n.º {order}.',
  'mail.esimReady.paid': 'Importe pagado: {amount}.',
  'mail.esimReady.beforeYouTravel':
    'Instálala antes de viajar, con wifi. El código QR solo se puede instalar una vez, así que no borres la eSIM después. Su validez empieza cuando se conecta por primera vez en tu destino.',
  'mail.esimReady.iphoneSteps':
    'iPhone: Ajustes → Datos móviles (Celular) → Añadir eSIM → Usar código QR, y escanea el código de arriba.',
  'mail.esimReady.androidSteps':
    'Android: Ajustes → Redes e Internet (Samsung: Conexiones → Administrador de SIM) → Añadir eSIM → Escanear código QR.',
  'mail.esimReady.byHand':
    '¿No puedes escanearlo? Introduce los datos a mano. Dirección SM-DP+: {smdpAddress}. Código de activación: {activationCode}. ICCID: {iccid}.',
  'mail.esimReady.beforeYouFly':
    'Antes de volar: haz que solo la eSIM use datos, para que tu línea principal no te genere una factura de roaming.',
  'mail.esimReady.flyIphone':
    'iPhone:\n1. Ajustes → Datos móviles → tu línea principal: desactiva Itinerancia de datos (si quieres, deja la línea activa para llamadas y SMS).\n2. Ajustes → Datos móviles → Datos móviles: elige la eSIM y desactiva Permitir cambio de datos móviles.\n3. Ajustes → Datos móviles → la línea eSIM: activa Itinerancia de datos.\n4. Hazlo en la puerta de embarque o al aterrizar, antes de desactivar el modo Avión. Al volver a casa, elige de nuevo tu línea principal en Datos móviles.',
  'mail.esimReady.flyAndroid':
    'Android:\n1. Deja tu SIM principal para llamadas y SMS y desactiva su itinerancia (Pixel: Ajustes → Redes e Internet → SIMs → tu SIM principal → Itinerancia).\n2. Elige la eSIM para los datos móviles (Samsung: Ajustes → Conexiones → Administrador de SIM → Datos móviles; Pixel: SIMs → la eSIM → Datos móviles) y desactiva el cambio automático de datos.\n3. Activa el roaming en la eSIM (Samsung: Ajustes → Conexiones → Redes móviles → Itinerancia de datos; Pixel: SIMs → la eSIM → Itinerancia).\n4. Hazlo en la puerta de embarque o al aterrizar. Al volver a casa, elige de nuevo tu SIM principal para los datos móviles.',
  'mail.esimReady.flyGuide':
    'Tienes todos los pasos, con los menús de Samsung y Pixel, en nuestra guía.',
  'mail.esimReady.flyGuideLink': 'Antes de volar',
  'mail.esimReady.footnote':
    'El código QR también está en Mis pedidos y en Mi cuenta. ¿Necesitas ayuda? Responde a este correo o usa el chat de nuestra web.',

  'mail.orderFailed.subject': 'No hemos podido activar tu eSIM',
  'mail.orderFailed.notIssued':
    'Tu pago de {plan} ({country}, pedido n.º {order}) se ha realizado, pero la red no ha emitido tu eSIM.',
  'mail.orderFailed.supportTold':
    'Nuestro equipo de soporte ya está avisado y te responderá en menos de 2 horas. Si no podemos entregártela, te reembolsaremos el importe completo en tu tarjeta en un plazo de 5 a 10 días hábiles.',
  'mail.orderFailed.contactSupport': 'Contactar con soporte',
  'mail.deliveryLate.subject': 'Tu eSIM se está retrasando',
  'mail.deliveryLate.preheader': 'Tu eSIM aún no ha llegado: esto es lo que estamos haciendo.',
  'mail.deliveryLate.late':
    'Te prometimos tu eSIM {plan} para {country} (pedido n.º {order}) en un máximo de {minutes} minutos tras el pago, y todavía no ha llegado. Lo sentimos.',
  'mail.deliveryLate.offer':
    'Ya estamos en ello: te llegará por correo y a Mis pedidos en cuanto la red la asigne. Si prefieres no esperar, puedes recuperar ahora tus {amount} íntegros: abre Mis pedidos y pulsa «Reembolsar ahora». Una vez reembolsada, esta eSIM ya no se entregará.',
  'mail.deliveryLate.refunding':
    'Para que no tengas que esperar más, te estamos reembolsando tus {amount} íntegros en tu método de pago original; enseguida te llegará la confirmación. Esta eSIM no se entregará, y puedes comprar un nuevo plan cuando quieras.',
  'mail.deliveryLate.refundButton': 'Reembolsar ahora en Mis pedidos',
  'mail.deliveryLate.footnote':
    '¿Tienes preguntas? Responde a este correo o usa el chat de nuestra web.',

  'mail.dataAdded.subject': 'Datos añadidos a tu eSIM',
  'mail.dataAdded.preheader':
    '{data} para {country} ya están en tu eSIM. No tienes que reinstalar nada.',
  'mail.dataAdded.added':
    '{plan} ({data}, {duration}) para {country} ya está en tu eSIM (ICCID {iccid}). Pedido n.º {order}.',
  'mail.dataAdded.addedNoIccid':
    '{plan} ({data}, {duration}) para {country} ya está en tu eSIM. Pedido n.º {order}.',
  'mail.dataAdded.nothingToReinstall':
    'No hay código QR nuevo ni nada que reinstalar: sigue usando la eSIM que ya tienes. Los nuevos datos empiezan en cuanto se agote o termine tu plan actual.',
  'mail.dataAdded.footnote':
    'Los datos que te quedan y los planes en cola en esta eSIM están en Mis pedidos. ¿Necesitas ayuda? Responde a este correo o usa el chat de nuestra web.',

  'mail.usage.addData': 'Añadir datos',
  'mail.usage.footnote':
    'Pedido n.º {order}. ¿Necesitas ayuda? Responde a este correo o usa el chat de nuestra web.',
  'mail.usage80.subject': 'Has usado el 80 % de tus datos',
  'mail.usage80.dataLeft': 'A tu eSIM para {country} le quedan {left} de {total}.',
  'mail.usage80.runningLow': 'A tu eSIM para {country} le quedan pocos datos.',
  'mail.usage80.addDataNow':
    'Añade datos ahora para seguir conectado. Los datos se añaden a la eSIM que ya tienes: no tienes que reinstalar nada.',
  'mail.usage100.subject': 'Se te han agotado los datos',
  'mail.usage100.noDataLeft': 'A tu eSIM para {country} no le quedan datos.',
  'mail.usage100.addData':
    'Añade datos para volver a conectarte en un minuto. Los datos se añaden a la eSIM que ya tienes: no tienes que reinstalar nada.',
  'mail.firstUse.subject': 'Tu plan ha empezado',
  'mail.firstUse.preheader': 'Tu eSIM para {country} está conectada.',
  'mail.firstUse.started': 'Tu plan ha empezado.',
  'mail.firstUse.startedUntil.one':
    'Tu plan ha empezado: termina dentro de {count} día, el {end} UTC.',
  'mail.firstUse.startedUntil.other':
    'Tu plan ha empezado: termina dentro de {count} días, el {end} UTC.',
  'mail.firstUse.connected':
    'Tu eSIM para {country} está conectada. En Mis pedidos ves los datos y los días que te quedan.',
  'mail.firstUse.connectedWith':
    'Tu eSIM para {country} está conectada ({size}). En Mis pedidos ves los datos y los días que te quedan.',
  'mail.firstUse.connectedUnlimited':
    'Tu eSIM para {country} está conectada (datos ilimitados). En Mis pedidos ves los datos y los días que te quedan.',
  'mail.firstUse.seeDataLeft': 'Ver los datos restantes',

  'mail.refund.subject': 'Tu reembolso está en camino',
  'mail.refund.preheader': 'Te devolvemos {amount} por {plan} ({country}).',
  'mail.refund.revoked':
    'Hemos cancelado tu eSIM {plan} para {country} (pedido n.º {order}) y te hemos reembolsado {amount} en tu método de pago original.',
  'mail.refund.kept':
    'Te hemos reembolsado {amount} por tu eSIM {plan} para {country} (pedido n.º {order}) en tu método de pago original.',
  'mail.refund.undelivered':
    'No hemos podido entregarte tu eSIM {plan} para {country} (pedido n.º {order}), así que te hemos reembolsado {amount} en tu método de pago original.',
  'mail.refund.onStatement':
    'Normalmente aparece en tu extracto en un plazo de 5 a 10 días hábiles, según tu banco.',
  'mail.refund.revokedNothingToInstall':
    'La eSIM ya no tiene ningún plan, así que no hay nada que instalar. Si aún necesitas datos para tu viaje, puedes comprar un nuevo plan cuando quieras.',
  'mail.refund.keptNothingToDo': 'Tu eSIM sigue tal como está: no tienes que hacer nada.',
  'mail.refund.buyAgain':
    'Si aún necesitas datos para tu viaje, puedes comprar un nuevo plan cuando quieras.',
  'mail.refund.footnote':
    '¿Tienes preguntas sobre tu reembolso? Responde a este correo o usa el chat de nuestra web.',

  'mail.paymentRefunded.subject': 'Te hemos reembolsado tu pago',
  'mail.paymentRefunded.preheader':
    'Te hemos reembolsado íntegramente tu pago de {plan} ({country}).',
  'mail.paymentRefunded.whatFor':
    'Era para {plan} ({data}, {duration}) para {country}; no se ha comprado nada con él. El reembolso suele aparecer en tu extracto en un plazo de 5 a 10 días hábiles.',
  'mail.paymentRefunded.reference': 'Referencia del pago: {reference}.',
  'mail.paymentRefunded.seePlans': 'Ver los planes que vendemos',
  'mail.paymentRefunded.seePlan': 'Ver el plan tal como se vende ahora',
  'mail.paymentRefunded.buyAgain': 'Comprar al precio actual',
  'mail.paymentRefunded.contactSupport': 'Contactar con nuestro equipo de soporte',
  'mail.paymentRefunded.footnote':
    '¿Tienes preguntas sobre este pago? Responde a este correo o usa el chat de nuestra web.',

  'mail.contactAck.subject': 'Hemos recibido tu mensaje',
  'mail.contactAck.heading': 'Gracias por contactar con Roamly',
  'mail.contactAck.received':
    'Hemos recibido tu mensaje. Nuestro equipo de soporte te responderá en menos de 24 horas, normalmente mucho antes.',
  'mail.contactAck.installationGuide':
    'Si tu eSIM no se conecta, la guía de instalación de nuestra web suele ayudarte al momento.',
  'mail.contactAck.footnote':
    'No hace falta que vuelvas a enviar tu mensaje. Si no nos has escrito, puedes ignorar este correo.',

  'mail.contactReply.subject': 'Re: tu mensaje a Roamly ({subject})',
  'mail.contactReply.greeting': 'Hola, {name}:',
  'mail.contactReply.replyAgain': 'Responde a este correo si necesitas algo más.',
  'mail.contactReply.youWrote': 'Nos escribiste el {date}: «{message}»',
} as const satisfies Translation<typeof english>;
