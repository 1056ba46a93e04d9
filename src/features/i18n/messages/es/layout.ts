/** The page shell: skip link, page title, header, mobile menu, footer and the not-found page. */
import type { Translation } from '../index.ts';
import type english from '../en/layout.ts';

export default {
  'layout.skipToContent': 'Saltar al contenido',
  'layout.siteName': 'Roamly',
  'layout.pageTitle': '{title} | Roamly',

  'layout.nav.main': 'Principal',
  'layout.nav.mobile': 'Móvil',
  'layout.nav.home': 'Inicio',
  'layout.nav.countries': 'Países',
  'layout.nav.howItWorks': 'Cómo funciona',
  'layout.nav.installation': 'Instalación',
  'layout.nav.contact': 'Contacto',
  'layout.nav.blog': 'Blog',
  'layout.nav.faq': 'Preguntas frecuentes',

  'layout.search.form': 'Buscar en la web',
  'layout.search.menuForm': 'Buscar en la web (menú)',
  'layout.search.field': 'Buscar destinos',
  'layout.search.placeholder': '¿Adónde vas?',

  'layout.currencyPicker': 'Moneda',
  'layout.theme.toDark': 'Cambiar al tema oscuro',
  'layout.theme.toLight': 'Cambiar al tema claro',
  'layout.menu.open': 'Abrir el menú',
  'layout.menu.close': 'Cerrar el menú',

  'layout.language.switcher': 'Idioma',
  'layout.language.suggestionLabel': 'Sugerencia de idioma',
  'layout.language.suggestion': 'Esta página también está en español',
  'layout.language.dismiss': 'Cerrar',

  'layout.account.orders': 'Mis pedidos',
  'layout.account.account': 'Mi cuenta',
  'layout.account.signIn': 'Iniciar sesión',
  'layout.account.signUp': 'Crear cuenta',
  'layout.account.signOut': 'Cerrar sesión',

  'layout.footer.tagline':
    'eSIM de datos prepago para más de 190 destinos. Instálala antes de volar y conéctate al aterrizar.',
  'layout.footer.popular': 'eSIM más populares',
  'layout.footer.usa': 'eSIM Estados Unidos',
  'layout.footer.uk': 'eSIM Reino Unido',
  'layout.footer.spain': 'eSIM España',
  'layout.footer.france': 'eSIM Francia',
  'layout.footer.help': 'Ayuda',
  'layout.footer.installation': 'Guía de instalación',
  'layout.footer.compatibility': 'Compatibilidad de dispositivos',
  'layout.footer.helpCenter': 'Centro de ayuda',
  'layout.footer.contact': 'Contáctanos',
  'layout.footer.company': 'Empresa',
  'layout.footer.destinations': 'Todos los destinos',
  'layout.footer.privacy': 'Política de privacidad',
  'layout.footer.terms': 'Términos del servicio',
  'layout.footer.cookies': 'Política de cookies',
  'layout.footer.commercialDisclosure': 'Información comercial (Japón)',
  'layout.footer.notice':
    '© {year} Roamly. eSIM solo de datos: sin llamadas ni SMS. Precios en la moneda que elijas.',

  'layout.notFound.title': 'Error 404: página no encontrada',
  'layout.notFound.description':
    'Esta página no existe. Vuelve al inicio, explora los destinos con eSIM de viaje o contacta con el soporte de Roamly.',
  'layout.notFound.text': 'La página que buscas no existe o se ha movido.',
  'layout.notFound.home': 'Inicio',
  'layout.notFound.homeText': 'Empieza de nuevo desde la página de inicio.',
  'layout.notFound.browse': 'Explorar destinos',
  'layout.notFound.browseText': 'Encuentra una eSIM para más de 190 países.',
  'layout.notFound.contact': 'Contactar con soporte',
  'layout.notFound.contactText': 'Respondemos en menos de 24 horas.',
} as const satisfies Translation<typeof english>;
