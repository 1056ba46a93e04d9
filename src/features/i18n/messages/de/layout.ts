/** The page shell: skip link, page title, header, mobile menu, footer and the not-found page. */
import type { Translation } from '../index.ts';
import type english from '../en/layout.ts';

export default {
  'layout.skipToContent': 'Zum Inhalt springen',
  'layout.siteName': 'Roamly',
  'layout.pageTitle': '{title} | Roamly',

  'layout.nav.main': 'Hauptnavigation',
  'layout.nav.mobile': 'Mobile Navigation',
  'layout.nav.home': 'Start',
  'layout.nav.countries': 'Länder',
  'layout.nav.howItWorks': 'So funktioniert’s',
  'layout.nav.installation': 'Installation',
  'layout.nav.contact': 'Kontakt',
  'layout.nav.blog': 'Blog',
  'layout.nav.faq': 'FAQ',

  'layout.search.form': 'Website durchsuchen',
  'layout.search.menuForm': 'Website durchsuchen (Menü)',
  'layout.search.field': 'Reiseziele suchen',
  'layout.search.placeholder': 'Wohin geht die Reise?',

  'layout.currencyPicker': 'Währung',
  'layout.theme.toDark': 'Zum dunklen Design wechseln',
  'layout.theme.toLight': 'Zum hellen Design wechseln',
  'layout.menu.open': 'Menü öffnen',
  'layout.menu.close': 'Menü schließen',

  'layout.language.switcher': 'Sprache',
  'layout.language.suggestionLabel': 'Sprachvorschlag',
  'layout.language.suggestion': 'Diese Seite gibt es auch auf Deutsch',
  'layout.language.dismiss': 'Schließen',

  'layout.account.orders': 'Meine Bestellungen',
  'layout.account.account': 'Mein Konto',
  'layout.account.signIn': 'Anmelden',
  'layout.account.signUp': 'Registrieren',
  'layout.account.signOut': 'Abmelden',

  'layout.footer.tagline':
    'Prepaid-Daten-eSIMs für über 190 Reiseziele. Vor dem Abflug installieren, nach der Landung online.',
  'layout.footer.popular': 'Beliebte eSIMs',
  'layout.footer.usa': 'eSIM USA',
  'layout.footer.uk': 'eSIM Großbritannien',
  'layout.footer.spain': 'eSIM Spanien',
  'layout.footer.france': 'eSIM Frankreich',
  'layout.footer.help': 'Hilfe',
  'layout.footer.installation': 'Installationsanleitung',
  'layout.footer.compatibility': 'Gerätekompatibilität',
  'layout.footer.helpCenter': 'Hilfe-Center',
  'layout.footer.contact': 'Kontakt',
  'layout.footer.company': 'Unternehmen',
  'layout.footer.destinations': 'Alle Reiseziele',
  'layout.footer.privacy': 'Datenschutzerklärung',
  'layout.footer.terms': 'AGB',
  'layout.footer.cookies': 'Cookie-Richtlinie',
  'layout.footer.commercialDisclosure': 'Händlerangaben (Japan)',
  'layout.footer.notice':
    '© {year} Roamly. Reine Daten-eSIMs: keine Anrufe, keine SMS. Preise in der Währung deiner Wahl.',

  'layout.notFound.title': '404: Seite nicht gefunden',
  'layout.notFound.description':
    'Diese Seite gibt es nicht. Geh zurück zur Startseite, stöbere in den eSIM-Reisezielen oder kontaktiere den Roamly-Support.',
  'layout.notFound.text': 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
  'layout.notFound.home': 'Startseite',
  'layout.notFound.homeText': 'Fang auf der Startseite neu an.',
  'layout.notFound.browse': 'Reiseziele ansehen',
  'layout.notFound.browseText': 'Finde eine eSIM für über 190 Länder.',
  'layout.notFound.contact': 'Support kontaktieren',
  'layout.notFound.contactText': 'Wir antworten innerhalb von 24 Stunden.',
} as const satisfies Translation<typeof english>;
