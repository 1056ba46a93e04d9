/** The home page, section by section. */
import type { Translation } from '../index.ts';
import type english from '../en/home.ts';

export default {
  'home.title': 'eSIM de viaje con datos para más de 190 países | Roamly',
  'home.description':
    'Planes de datos eSIM de viaje prepago para más de 190 países y regiones. Activación al instante, sin SIM física y con tu número de WhatsApp. Soporte 24/7.',

  'home.hero.eyebrow': 'eSIM de viaje prepago',
  // The heading's highlighted words, with what comes before and after them.
  'home.hero.titleBefore': 'Mantente conectado en',
  'home.hero.titleHighlight': 'más de 190 países',
  'home.hero.titleAfter': '',
  'home.hero.lead':
    'Datos prepago para tu viaje, listos en minutos. Instálala antes de volar y conéctate nada más aterrizar, sin facturas de roaming esperándote en casa.',
  'home.hero.searchForm': 'Buscar destino',
  'home.hero.searchLabel': 'País o región',
  'home.hero.searchPlaceholder': 'Busca un país o una región',
  'home.hero.searchButton': 'Buscar',
  'home.hero.rating': '4,8/5',
  'home.hero.reviews': 'en más de 50 000 opiniones',
  'home.hero.claimTravellers': 'Más de 10 millones de viajeros',
  'home.hero.claimInstant': 'Activación al instante',
  'home.hero.claimNoSim': 'Sin SIM física',

  // The phone drawn beside the hero: an example eSIM in use.
  'home.visual.destination': 'Japón',
  'home.visual.plan': '5 GB · 7 días',
  'home.visual.active': 'Activa',
  'home.visual.dataLeft': 'Datos restantes',
  'home.visual.dataLeftAmount': '3,4 GB',
  'home.visual.daysLeft': '6 días',
  'home.visual.remaining': 'restantes',
  'home.visual.lines': '2 líneas',
  'home.visual.linesDetail': 'eSIM + SIM de casa',
  'home.visual.arrivalLine1': 'Activada',
  'home.visual.arrivalLine2': 'al llegar',
  'home.visual.plasticLine1': 'Sin tarjeta',
  'home.visual.plasticLine2': 'SIM de plástico',

  'home.featured.heading': 'Destinos destacados',
  'home.featured.lead':
    'Una eSIM para un solo país, o un paquete regional que cruza fronteras contigo.',
  'home.featured.tabs': 'Destinos destacados',
  'home.featured.popular': 'Populares',
  'home.featured.regional': 'Paquetes regionales',
  'home.featured.countries': 'Países',
  'home.featured.promo': 'PROMO HAJJ',
  'home.featured.viewAll.one': 'Ver {count} país',
  'home.featured.viewAll.other': 'Ver los {count} países',

  'home.benefits.eyebrow': 'Por qué Roamly',
  'home.benefits.heading': 'Viaja como un local, conectado desde el primer día',
  'home.benefits.lead':
    'Todo lo que necesitas de una tarifa móvil en el extranjero, sin cambiar de tarjeta SIM ni hacer cola en un quiosco.',
  'home.benefits.dataTitle': 'Datos de sobra, sin facturas sorpresa',
  'home.benefits.dataText':
    'Elige de 3 GB a más de 20 GB para 7, 14 o 30 días, a un precio fijo. Sin cargos de roaming esperándote en casa.',
  'home.benefits.appsTitle': 'Todas tus apps favoritas',
  'home.benefits.appsText':
    'Mapas, mensajería, transporte, traductor y banca funcionan igual que en casa.',
  'home.benefits.numberTitle': 'Conserva tu número de mensajería',
  'home.benefits.numberText':
    'WhatsApp e iMessage siguen en tu línea principal, así que tus amigos y tu familia te localizan como siempre.',
  'home.benefits.supportTitle': 'Soporte 24/7',
  'home.benefits.supportText':
    'Ayuda por chat en directo y correo electrónico a cualquier hora, estés en la zona horaria que estés.',
  'home.benefits.speedTitle': 'Internet rápido',
  'home.benefits.speedText':
    'Conéctate a redes locales de confianza en 4G, y en 5G donde esté disponible.',
  'home.benefits.dualSimTitle': 'Dos SIM, un teléfono',
  'home.benefits.dualSimText':
    'Preparado para dual SIM: conserva tu SIM física para llamadas y SMS mientras la eSIM se encarga de los datos.',

  'home.eco.eyebrow': 'Mejor para el planeta',
  'home.eco.heading': 'Sin SIM de plástico. Sin envíos.',
  'home.eco.text':
    'Tu eSIM es una descarga, no un paquete. Nada que enviar, nada que tirar y nada que perder por el camino.',
  'home.eco.noPlastic': 'Sin tarjeta SIM de plástico',
  'home.eco.noShipping': 'Sin embalaje ni envío',
  'home.eco.byEmail': 'Entrega por correo electrónico en minutos',
  'home.eco.buy': 'Comprar una eSIM',

  'home.trust.heading': 'Viajeros de todo el mundo confían en nosotros',
  'home.trust.rating': '4,5/5',
  'home.trust.ratingWord': 'Excelente',
  'home.trust.satisfaction': '98 %',
  'home.trust.satisfactionWord': 'de satisfacción',
  'home.trust.securePayment': 'Pago seguro',
  'home.trust.card': 'Tarjeta',
  'home.trust.mobileWallet': 'Monedero móvil',
  'home.trust.payWallet': 'Monedero de pago',

  'home.testimonials.eyebrow': 'Opiniones',
  'home.testimonials.heading': 'Los viajeros nos adoran',
  'home.testimonials.carousel': 'Testimonios',
  // What a screen reader calls the carousel and each of its slides.
  'home.testimonials.carouselRole': 'carrusel',
  'home.testimonials.slideRole': 'diapositiva',
  'home.testimonials.slide': '{index} de {count}',
  'home.testimonials.verified': 'Viajero verificado',
  'home.testimonials.previous': 'Testimonio anterior',
  'home.testimonials.next': 'Testimonio siguiente',

  'home.steps.eyebrow': 'Cómo funciona',
  'home.steps.heading': 'Conectado en tres sencillos pasos',
  'home.steps.findTitle': 'Encuentra tu destino',
  'home.steps.findText':
    'Busca el país o la región que vas a visitar y elige los datos y el número de días que necesitas.',
  'home.steps.findLink': 'Comprueba que tu teléfono es compatible',
  'home.steps.installTitle': 'Instala tu eSIM',
  'home.steps.installText':
    'Tu código QR y una guía paso a paso te llegan por correo electrónico. Síguela para instalar la eSIM antes de viajar.',
  'home.steps.activateTitle': 'Actívala al llegar',
  'home.steps.activateText':
    'Al aterrizar, enciende la línea de la eSIM y el roaming de datos. Ya estás conectado, y tu validez empieza ahora.',
  'home.steps.viewAll': 'Ver todos los destinos',

  'home.faq.heading': 'Preguntas frecuentes',
  'home.faq.lead': 'Respuestas rápidas sobre las eSIM, la configuración y tu plan.',
  'home.faq.stillUnsure': '¿Tienes otra pregunta?',
  'home.faq.contact': 'Contacta con nuestro equipo de soporte',

  'home.cta.heading': '¿Listo para tu próximo viaje?',
  'home.cta.lead':
    'Elige un plan en un minuto, instálalo en casa y aterriza conectado en más de 190 países.',
  'home.cta.browse': 'Ver planes',
  'home.cta.learnMore': 'Más información',
  // Read after 'Learn More' by screen readers only.
  'home.cta.learnMoreDetail': 'sobre cómo funciona Roamly',
} as const satisfies Translation<typeof english>;
