/** The help pages: FAQ, installation guide, device compatibility and how it works. */
import type { Translation } from '../index.ts';
import type english from '../en/help.ts';

export default {
  'help.contactSupport': 'Contactar con soporte',
  'help.readFaq': 'Leer las preguntas frecuentes',
  'help.stepNumber': 'Paso {number}:',

  'help.faqPage.title': 'Centro de ayuda: tus dudas sobre la eSIM de viaje',
  'help.faqPage.description':
    'Respuestas a las dudas más comunes sobre eSIM de viaje: compatibilidad, instalación, activación, llamadas y reembolsos. O contacta con el soporte de Roamly, 24/7.',
  'help.faqPage.eyebrow': 'Centro de ayuda',
  'help.faqPage.heading': '¿En qué podemos ayudarte?',
  'help.faqPage.lead':
    'Respuestas rápidas sobre cómo instalar y usar tu eSIM de viaje. ¿No encuentras lo que buscas? Nuestro equipo está disponible 24/7.',
  'help.faqPage.guidesHeading': 'Guías',
  'help.faqPage.installationTitle': 'Guía de instalación',
  'help.faqPage.installationText': 'Paso a paso para iPhone y Android',
  'help.faqPage.compatibilityTitle': 'Compatibilidad de dispositivos',
  'help.faqPage.compatibilityText': 'Comprueba que tu teléfono admite eSIM',
  'help.faqPage.howItWorksTitle': 'Cómo funciona',
  'help.faqPage.howItWorksText': 'De elegir un plan a estar conectado',
  'help.faqPage.questionsHeading': 'Preguntas frecuentes',
  'help.faqPage.stillHeading': '¿Aún tienes dudas?',
  'help.faqPage.stillText': 'Respondemos en menos de 24 horas y, de media, en menos de 2.',

  'help.installationPage.title': 'Instala tu eSIM: guía para iPhone y Android',
  'help.installationPage.description':
    'Guía paso a paso para instalar tu eSIM de viaje de Roamly en iPhone, iPad y Android: escanea el código QR antes de volar y actívala al aterrizar.',
  'help.installationPage.eyebrow': 'Guía de instalación',
  'help.installationPage.heading': 'Instala tu eSIM en minutos',
  'help.installationPage.lead':
    'Sigue estos cinco pasos con wifi antes de viajar y activa la eSIM al llegar.',
  'help.installationPage.importantHeading': 'Importante antes de empezar',
  'help.installationPage.stepsHeading': 'Elige tu dispositivo',
  'help.installationPage.beforeYouFlyHeading': 'Antes de volar',
  'help.installationPage.helpHeading': '¿Necesitas ayuda?',
  'help.installationPage.helpText':
    'Si algo no parece estar bien, no borres la eSIM. Nuestro equipo de soporte está disponible 24/7 y te guiará paso a paso.',
  'help.installationTabs.label': 'Tu dispositivo',
  'help.installationTabs.iphone': 'iPhone / iPad',
  'help.installationTabs.android': 'Android',
  'help.installationTabs.iphoneStepsHeading': 'Pasos de instalación en iPhone / iPad',
  'help.installationTabs.androidStepsHeading': 'Pasos de instalación en Android',

  'help.compatibilityPage.title': 'Teléfonos compatibles con eSIM: iPhone, Samsung y Pixel',
  'help.compatibilityPage.description':
    'Comprueba si tu teléfono admite eSIM: los iPhone, Samsung Galaxy, Google Pixel y otros modelos compatibles con las eSIM de viaje de Roamly.',
  'help.compatibilityPage.eyebrow': 'Antes de comprar',
  'help.compatibilityPage.heading': 'Compatibilidad de dispositivos',
  'help.compatibilityPage.lead':
    'Tu teléfono debe admitir eSIM y estar libre (desbloqueado). La mayoría de los teléfonos de los últimos años cumplen los requisitos.',
  'help.compatibilityPage.howToCheckHeading': 'Cómo comprobarlo',
  'help.compatibilityPage.onIphone': 'En iPhone',
  'help.compatibilityPage.iphonePath': 'Ajustes → Datos móviles → Añadir eSIM',
  'help.compatibilityPage.onAndroid': 'En Android',
  'help.compatibilityPage.androidPath': 'Ajustes → Redes e Internet → Tarjetas SIM → Añadir más',
  'help.compatibilityPage.goToBefore': 'Ve a',
  'help.compatibilityPage.goToAfter': '. Si puedes añadir una eSIM, todo listo.',
  'help.compatibilityPage.anyPhone': 'Cualquier teléfono',
  'help.compatibilityPage.dialBefore': 'También puedes marcar',
  'help.compatibilityPage.devicesHeading': 'Dispositivos compatibles',
  'help.compatibilityPage.devicesLead':
    'Los teléfonos bloqueados por un operador no pueden usar una eSIM de viaje, aunque estén en esta lista.',
  'help.compatibilityPage.notListedHeading': '¿Tu dispositivo no aparece?',
  'help.compatibilityPage.notListedText':
    'No te preocupes: muchos dispositivos lanzados después de 2018 admiten eSIM. Para saber si el tuyo es compatible:',
  'help.compatibilityPage.askManufacturerStep': 'Consulta al fabricante',
  'help.compatibilityPage.eidStep': 'Busca un EID (marca *#06#)',
  'help.compatibilityPage.contactManufacturerStep': 'Contacta con el fabricante',

  // Dial *#06#: the sentence around the code and the EID, shared by the page and the checker.
  'help.eid.dialAfter': '.',
  'help.eid.ifBefore': 'Si ves un número',
  'help.eid.abbreviation': 'EID',
  'help.eid.expansion': 'identificador eUICC',
  'help.eid.ifAfter': 'en pantalla, tu teléfono admite eSIM.',

  'help.deviceChecker.label': 'Comprobador de dispositivos',
  'help.deviceChecker.searchLabel': 'Comprueba tu teléfono',
  'help.deviceChecker.hint': 'Escribe la marca o el modelo para filtrar la lista de abajo.',
  'help.deviceChecker.placeholder': 'p. ej., iPhone 13, Galaxy S23, Pixel 7a',
  'help.deviceChecker.adviceHeading': 'Qué puedes comprobar',
  'help.deviceChecker.adviceLead':
    'Puede que funcione igualmente: muchos teléfonos lanzados después de 2018 admiten eSIM.',
  'help.deviceChecker.dialBefore': 'Marca',
  'help.deviceChecker.settingsBefore': 'Busca en Ajustes la opción',
  'help.deviceChecker.settingsOption': '«Añadir eSIM»',
  'help.deviceChecker.settingsAfter':
    '(iPhone: Ajustes → Datos móviles; Android: Ajustes → Redes e Internet → Tarjetas SIM).',
  'help.deviceChecker.unlockedBefore': 'Asegúrate de que el teléfono está',
  'help.deviceChecker.unlocked': 'libre (desbloqueado)',
  'help.deviceChecker.unlockedAfter': '.',
  'help.deviceChecker.askManufacturer': 'Pregunta al fabricante si tu modelo admite eSIM.',
  // Set by the checker's script as the visitor types.
  'help.deviceStatus.notListed': '«{query}» no está en nuestra lista.',
  'help.deviceStatus.compatibleMatches.one': '{count} modelo compatible coincide con «{query}»',
  'help.deviceStatus.compatibleMatches.other':
    '{count} modelos compatibles coinciden con «{query}»',
  'help.deviceStatus.mixedMatches.one':
    '{count} modelo coincide con «{query}»: {compatible} con eSIM, {notCompatible} sin eSIM',
  'help.deviceStatus.mixedMatches.other':
    '{count} modelos coinciden con «{query}»: {compatible} con eSIM, {notCompatible} sin eSIM',

  'help.deviceLists.otherBrands': 'Otras marcas',
  'help.deviceLists.deviceCount.one': '{count} dispositivo',
  'help.deviceLists.deviceCount.other': '{count} dispositivos',
  'help.deviceLists.compatible': 'Compatible',
  'help.deviceLists.notCompatible': 'No compatible',

  'help.stillUnsure.before': '¿Aún tienes dudas?',
  'help.stillUnsure.link': 'Pregunta a nuestro equipo de soporte',
  'help.stillUnsure.after': 'antes de comprar.',

  'help.howItWorksPage.title': 'Cómo funcionan las eSIM de viaje: 4 pasos sencillos',
  'help.howItWorksPage.description':
    'Elige tu destino y un plan de datos, recibe tu código QR por correo y escanéalo. Así te conectan las eSIM de viaje de Roamly en el extranjero en minutos.',
  'help.howItWorksPage.eyebrow': 'Cómo funciona',
  'help.howItWorksPage.heading': 'Conéctate en el extranjero en 4 sencillos pasos',
  'help.howItWorksPage.lead':
    'Sin SIM de plástico ni sorpresas por roaming. Compra un plan de datos prepago antes de salir y conéctate nada más aterrizar.',
  'help.howItWorksPage.stepsHeading': 'Los cuatro pasos',
  'help.howItWorksPage.ctaHeading': '¿Listo para tu viaje?',
  'help.howItWorksPage.ctaText':
    'Planes para más de 190 países, con 7, 14 o 30 días de validez desde que los activas.',
  'help.howItWorksPage.browsePlans': 'Ver planes',
  'help.howItWorksPage.checkDevice': 'Comprueba tu dispositivo',
} as const satisfies Translation<typeof english>;
