/** A delivered eSIM on its order card: how to install it on the screen in hand, and its status. */
import type { Translation } from '../index.ts';
import type english from '../en/esims.ts';

export default {
  'esims.installLabel': 'Instala esta eSIM',
  'esims.beforeYouFly':
    'Antes de volar, desactiva la itinerancia de datos de tu línea principal y elige esta eSIM para los datos móviles; si no, tu operador podría cobrarte roaming.',
  'esims.beforeYouFlyLink': 'Cómo hacerlo',
  'esims.cannotScan':
    '¿No puedes escanearlo? Introduce estos datos en los ajustes de eSIM del teléfono:',
  'esims.enterByHand': 'Introducir los datos a mano',
  'esims.showQrCode': 'Mostrar el código QR para otro dispositivo',
  'esims.installOnIphone': 'Instalar en este iPhone',
  'esims.installOnIphoneNext':
    'Tu iPhone te pedirá que lo confirmes y luego añadirá la eSIM. Tu plan solo empieza cuando se conecta por primera vez en tu destino.',
  'esims.installOnAndroid': 'Instalar en este Android',
  'esims.installOnAndroidNext':
    'Tu teléfono te pedirá que lo confirmes y luego añadirá la eSIM (si el fabricante lo permite; si no, introduce los datos a mano). Tu plan solo empieza cuando se conecta por primera vez en tu destino.',

  'esims.openInBrowser': 'Abre esta página en {browser}',
  /** `{app}` is a brand ('Instagram') or esims.googleApp / esims.unnamedApp. */
  'esims.inAppBrowserText':
    'El navegador integrado de {app} no puede instalar una eSIM. Usa el menú de la app (••• o ⋮) para abrir esta página en {browser}, o copia el enlace y pégalo allí. Puede que tengas que volver a iniciar sesión.',
  'esims.googleApp': 'la app de Google',
  'esims.unnamedApp': 'esta app',
  'esims.copyLink': 'Copiar enlace',
  'esims.linkName': 'enlace',
  'esims.oldIphoneHeading': 'La instalación con un toque necesita iOS 17.4 o posterior',
  'esims.oldIphoneText':
    'Actualiza tu iPhone en Ajustes → General → Actualización de software, o añade la eSIM a mano: Ajustes → Datos móviles (o Celular) → Añadir eSIM → Usar código QR → Introducir datos manualmente, y escribe los dos datos de abajo.',

  'esims.smdpAddress': 'Dirección SM-DP+',
  'esims.activationCode': 'Código de activación',
  'esims.copy': 'Copiar',
  'esims.copyName': 'Copiar {name}',
  'esims.copied': 'Copiado',
  'esims.copyFailed': 'Selecciónalo para copiarlo',
  'esims.onClipboard': 'Copiado en el portapapeles: {name}',

  'esims.statusHeading': 'Estado de la eSIM',
  'esims.refresh': 'Actualizar',
  'esims.checking': 'Comprobando tu eSIM…',
  'esims.statusNotInstalled': 'Aún sin instalar',
  'esims.statusInstalled': 'Instalada',
  'esims.statusActive': 'Activa',
  'esims.statusUsedUp': 'Agotada',
  'esims.statusExpired': 'Caducada',
  'esims.statusUnknown': 'Estado desconocido',
  'esims.daysLeft.one': 'Queda {count} día',
  'esims.daysLeft.other': 'Quedan {count} días',
  'esims.queuedHeading': 'En cola después de este plan:',
  'esims.checkedJustNow': 'Comprobado ahora mismo',
  'esims.checkedMinutesAgo.one': 'Comprobado hace {count} min',
  'esims.checkedMinutesAgo.other': 'Comprobado hace {count} min',
  'esims.checkedHoursAgo.one': 'Comprobado hace {count} h',
  'esims.checkedHoursAgo.other': 'Comprobado hace {count} h',
  'esims.noData.title': '¿Sin datos desde que llegaste ({country})?',
  'esims.noData.titleNoCountry': '¿Tu eSIM aún no tiene datos?',
  'esims.noData.intro':
    'Tu eSIM ya se ha conectado a una red, pero todavía no ha pasado ningún dato. Casi siempre se debe a uno de estos tres ajustes:',
  'esims.noData.roamingTitle': 'Activa la itinerancia de datos en la línea eSIM',
  'esims.noData.roamingIphone':
    'iPhone: Ajustes → Datos móviles → tu línea eSIM → activa Itinerancia de datos.',
  'esims.noData.roamingAndroid':
    'Android: Ajustes → Conexiones → Redes móviles → Itinerancia de datos (Samsung), o Ajustes → Redes e Internet → SIMs → tu eSIM → Itinerancia (Pixel).',
  'esims.noData.dataLineTitle': 'Usa la eSIM para los datos móviles',
  'esims.noData.dataLineIphone':
    'iPhone: Ajustes → Datos móviles → Datos móviles → elige tu línea eSIM y desactiva Permitir cambio de datos móviles.',
  'esims.noData.dataLineAndroid':
    'Android: Ajustes → Conexiones → Administrador de SIM → Datos móviles → tu eSIM (Samsung), o Ajustes → Redes e Internet → SIMs → tu eSIM → activa Datos móviles (Pixel).',
  'esims.noData.networkTitle': 'Conéctate a una red de tu plan',
  'esims.noData.networksKnown': 'En {country}, tu plan usa {networks}.',
  'esims.noData.seenOn': 'La última red en la que se vio tu teléfono fue {network}.',
  'esims.noData.networkIphone':
    'iPhone: Ajustes → Datos móviles → tu línea eSIM → Selección de red → desactiva Automático y elige la red a mano.',
  'esims.noData.networkAndroid':
    'Android: Ajustes → Conexiones → Redes móviles → Operadores de red (Samsung), o los ajustes de tu eSIM → desactiva Seleccionar red automáticamente (Pixel), y elige la red a mano.',
  'esims.noData.restart': 'Después, activa y desactiva el modo avión una vez.',
  'esims.noData.help': '¿Sigues sin datos? Lo resolvemos contigo.',
  'esims.noData.chat': 'Abrir el chat',
  'esims.noData.contact': 'Contactar',
  'esims.noDataMail.subject': '¿Aún sin datos? Tres comprobaciones rápidas',
  'esims.noDataMail.preheader':
    'Tu eSIM está conectada a una red, pero todavía no ha pasado ningún dato. Tres ajustes que revisar.',
  'esims.noDataMail.help':
    '¿Sigues sin datos? Escríbenos por el chat de la web o desde la página de contacto y te ayudamos al momento. Estos pasos también están en tu eSIM, en Mis pedidos.',
} as const satisfies Translation<typeof english>;
