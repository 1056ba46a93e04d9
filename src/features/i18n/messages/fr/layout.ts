/** The page shell: skip link, page title, header, mobile menu, footer and the not-found page. */
import type { Translation } from '../index.ts';
import type english from '../en/layout.ts';

export default {
  'layout.skipToContent': 'Aller au contenu',
  'layout.siteName': 'Roamly',
  'layout.pageTitle': '{title} | Roamly',

  'layout.nav.main': 'Navigation principale',
  'layout.nav.mobile': 'Navigation mobile',
  'layout.nav.home': 'Accueil',
  'layout.nav.countries': 'Pays',
  'layout.nav.howItWorks': 'Comment ça marche',
  'layout.nav.installation': 'Installation',
  'layout.nav.contact': 'Contact',
  'layout.nav.blog': 'Blog',
  'layout.nav.faq': 'FAQ',

  'layout.search.form': 'Recherche sur le site',
  'layout.search.menuForm': 'Recherche sur le site (menu)',
  'layout.search.field': 'Rechercher une destination',
  'layout.search.placeholder': 'Où partez-vous ?',

  'layout.currencyPicker': 'Devise',
  'layout.theme.toDark': 'Passer au thème sombre',
  'layout.theme.toLight': 'Passer au thème clair',
  'layout.menu.open': 'Ouvrir le menu',
  'layout.menu.close': 'Fermer le menu',

  'layout.language.switcher': 'Langue',
  'layout.language.suggestionLabel': 'Suggestion de langue',
  'layout.language.suggestion': 'Cette page existe en français',
  'layout.language.dismiss': 'Fermer',

  'layout.account.orders': 'Mes commandes',
  'layout.account.account': 'Mon compte',
  'layout.account.signIn': 'Connexion',
  'layout.account.signUp': 'Inscription',
  'layout.account.signOut': 'Déconnexion',

  'layout.footer.tagline':
    'Des eSIM data prépayées pour plus de 190 destinations. Installation avant le départ, connexion dès l’atterrissage.',
  'layout.footer.popular': 'eSIM populaires',
  'layout.footer.usa': 'eSIM États-Unis',
  'layout.footer.uk': 'eSIM Royaume-Uni',
  'layout.footer.spain': 'eSIM Espagne',
  'layout.footer.france': 'eSIM France',
  'layout.footer.help': 'Aide',
  'layout.footer.installation': 'Guide d’installation',
  'layout.footer.compatibility': 'Compatibilité des appareils',
  'layout.footer.helpCenter': 'Centre d’aide',
  'layout.footer.contact': 'Nous contacter',
  'layout.footer.company': 'Société',
  'layout.footer.destinations': 'Toutes les destinations',
  'layout.footer.privacy': 'Politique de confidentialité',
  'layout.footer.terms': 'Conditions générales',
  'layout.footer.cookies': 'Politique relative aux cookies',
  'layout.footer.commercialDisclosure': 'Mentions commerciales (Japon)',
  'layout.footer.notice':
    '© {year} Roamly. eSIM data uniquement : ni appels ni SMS. Prix dans la devise de votre choix.',

  'layout.notFound.title': '404 – Page introuvable',
  'layout.notFound.description':
    'Cette page n’existe pas. Retournez à l’accueil, parcourez nos destinations eSIM de voyage ou contactez l’assistance Roamly.',
  'layout.notFound.text': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'layout.notFound.home': 'Accueil',
  'layout.notFound.homeText': 'Repartez de la page d’accueil.',
  'layout.notFound.browse': 'Parcourir les destinations',
  'layout.notFound.browseText': 'Trouvez une eSIM pour plus de 190 pays.',
  'layout.notFound.contact': 'Contacter l’assistance',
  'layout.notFound.contactText': 'Nous répondons sous 24 heures.',
} as const satisfies Translation<typeof english>;
