/** The page shell: skip link, page title, header, mobile menu, footer and the not-found page. */
export default {
  'layout.skipToContent': 'Skip to content',
  'layout.siteName': 'Roamly',
  'layout.pageTitle': '{title} | Roamly',

  'layout.nav.main': 'Main',
  'layout.nav.mobile': 'Mobile',
  'layout.nav.home': 'Home',
  'layout.nav.countries': 'Countries',
  'layout.nav.howItWorks': 'How it Works',
  'layout.nav.installation': 'Installation',
  'layout.nav.contact': 'Contact',
  'layout.nav.blog': 'Blog',
  'layout.nav.faq': 'FAQ',

  'layout.search.form': 'Site search',
  'layout.search.menuForm': 'Site search (menu)',
  'layout.search.field': 'Search destinations',
  'layout.search.placeholder': 'Where are you going?',

  'layout.currencyPicker': 'Currency',
  'layout.theme.toDark': 'Switch to dark theme',
  'layout.theme.toLight': 'Switch to light theme',
  'layout.menu.open': 'Open menu',
  'layout.menu.close': 'Close menu',

  'layout.language.switcher': 'Language',
  'layout.language.suggestionLabel': 'Language suggestion',
  'layout.language.suggestion': 'This page is available in English',
  'layout.language.dismiss': 'Close',

  'layout.account.orders': 'My Orders',
  'layout.account.account': 'My Account',
  'layout.account.signIn': 'Sign In',
  'layout.account.signUp': 'Sign Up',
  'layout.account.signOut': 'Sign Out',

  'layout.footer.tagline':
    'Prepaid data eSIMs for 190+ destinations. Install before you fly, connect when you land.',
  'layout.footer.popular': 'Popular eSIMs',
  'layout.footer.usa': 'USA eSIM',
  'layout.footer.uk': 'UK eSIM',
  'layout.footer.spain': 'Spain eSIM',
  'layout.footer.france': 'France eSIM',
  'layout.footer.help': 'Help',
  'layout.footer.installation': 'Installation Guide',
  'layout.footer.compatibility': 'Device Compatibility',
  'layout.footer.helpCenter': 'Help Center',
  'layout.footer.contact': 'Contact Us',
  'layout.footer.company': 'Company',
  'layout.footer.destinations': 'All Destinations',
  'layout.footer.privacy': 'Privacy Policy',
  'layout.footer.terms': 'Terms of Service',
  'layout.footer.cookies': 'Cookie Policy',
  'layout.footer.notice':
    '© {year} Roamly. Data-only eSIMs: no voice or SMS. Prices in the currency you choose.',

  'layout.notFound.title': '404 Page Not Found',
  'layout.notFound.description':
    'This page does not exist. Head back home, browse travel eSIM destinations or contact Roamly support.',
  'layout.notFound.text': 'Did you forget to add the page to the router?',
  'layout.notFound.home': 'Home',
  'layout.notFound.homeText': 'Start again from the home page.',
  'layout.notFound.browse': 'Browse destinations',
  'layout.notFound.browseText': 'Find an eSIM for 190+ countries.',
  'layout.notFound.contact': 'Contact support',
  'layout.notFound.contactText': 'We reply within 24 hours.',
} as const;
