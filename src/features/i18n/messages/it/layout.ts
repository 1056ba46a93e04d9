/** The page shell: skip link, page title, header, mobile menu, footer and the not-found page. */
import type { Translation } from '../index.ts';
import type english from '../en/layout.ts';

export default {
  'layout.skipToContent': 'Vai al contenuto',
  'layout.siteName': 'Roamly',
  'layout.pageTitle': '{title} | Roamly',

  'layout.nav.main': 'Principale',
  'layout.nav.mobile': 'Mobile',
  'layout.nav.home': 'Home',
  'layout.nav.countries': 'Paesi',
  'layout.nav.howItWorks': 'Come funziona',
  'layout.nav.installation': 'Installazione',
  'layout.nav.contact': 'Contatti',
  'layout.nav.blog': 'Blog',
  'layout.nav.faq': 'FAQ',

  'layout.search.form': 'Cerca nel sito',
  'layout.search.menuForm': 'Cerca nel sito (menu)',
  'layout.search.field': 'Cerca destinazioni',
  'layout.search.placeholder': 'Dove vai?',

  'layout.currencyPicker': 'Valuta',
  'layout.theme.toDark': 'Passa al tema scuro',
  'layout.theme.toLight': 'Passa al tema chiaro',
  'layout.menu.open': 'Apri il menu',
  'layout.menu.close': 'Chiudi il menu',

  'layout.language.switcher': 'Lingua',
  'layout.language.suggestionLabel': 'Suggerimento di lingua',
  'layout.language.suggestion': 'Questa pagina è disponibile in italiano',
  'layout.language.dismiss': 'Chiudi',

  'layout.account.orders': 'I miei ordini',
  'layout.account.account': 'Il mio account',
  'layout.account.signIn': 'Accedi',
  'layout.account.signUp': 'Registrati',
  'layout.account.signOut': 'Esci',

  'layout.footer.tagline':
    'eSIM dati prepagate per oltre 190 destinazioni. Installala prima di partire, connettiti all’arrivo.',
  'layout.footer.popular': 'eSIM più richieste',
  'layout.footer.usa': 'eSIM Stati Uniti',
  'layout.footer.uk': 'eSIM Regno Unito',
  'layout.footer.spain': 'eSIM Spagna',
  'layout.footer.france': 'eSIM Francia',
  'layout.footer.help': 'Aiuto',
  'layout.footer.installation': 'Guida all’installazione',
  'layout.footer.compatibility': 'Compatibilità dei dispositivi',
  'layout.footer.helpCenter': 'Centro assistenza',
  'layout.footer.contact': 'Contattaci',
  'layout.footer.company': 'Azienda',
  'layout.footer.destinations': 'Tutte le destinazioni',
  'layout.footer.privacy': 'Informativa sulla privacy',
  'layout.footer.terms': 'Termini di servizio',
  'layout.footer.cookies': 'Cookie policy',
  'layout.footer.commercialDisclosure': 'Informazioni commerciali (Giappone)',
  'layout.footer.notice':
    '© {year} Roamly. eSIM solo dati: niente chiamate né SMS. Prezzi nella valuta che scegli.',

  'layout.notFound.title': '404: pagina non trovata',
  'layout.notFound.description':
    'Questa pagina non esiste. Torna alla home, scopri le destinazioni delle eSIM da viaggio o contatta l’assistenza Roamly.',
  'layout.notFound.text': 'Hai dimenticato di aggiungere la pagina al router?',
  'layout.notFound.home': 'Home',
  'layout.notFound.homeText': 'Ricomincia dalla home page.',
  'layout.notFound.browse': 'Scopri le destinazioni',
  'layout.notFound.browseText': 'Trova un’eSIM per oltre 190 Paesi.',
  'layout.notFound.contact': 'Contatta l’assistenza',
  'layout.notFound.contactText': 'Rispondiamo entro 24 ore.',
} as const satisfies Translation<typeof english>;
