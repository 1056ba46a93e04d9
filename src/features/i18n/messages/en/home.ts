/** The home page, section by section. */
export default {
  'home.title': 'Travel eSIM Data Plans for 190+ Countries | Roamly',
  'home.description':
    'Prepaid travel eSIM data plans for 190+ countries and regions. Instant activation, no physical SIM, keep your WhatsApp number. 24/7 support.',

  'home.hero.eyebrow': 'Prepaid travel eSIMs',
  // The heading's highlighted words, with what comes before and after them.
  'home.hero.titleBefore': 'Stay connected in',
  'home.hero.titleHighlight': '190+ countries',
  'home.hero.titleAfter': '',
  'home.hero.lead':
    'Prepaid data for your trip, ready in minutes. Install before you fly and get online the moment you land, with no roaming bills waiting at home.',
  'home.hero.searchForm': 'Destination search',
  'home.hero.searchLabel': 'Country or region',
  'home.hero.searchPlaceholder': 'Search a country or region',
  'home.hero.searchButton': 'Search',
  'home.hero.rating': '4.8/5',
  'home.hero.reviews': 'from 50,000+ reviews',
  'home.hero.claimTravellers': '10M+ travellers',
  'home.hero.claimInstant': 'Instant activation',
  'home.hero.claimNoSim': 'No physical SIM needed',

  // The phone drawn beside the hero: an example eSIM in use.
  'home.visual.destination': 'Japan',
  'home.visual.plan': '5GB · 7 days',
  'home.visual.active': 'Active',
  'home.visual.dataLeft': 'Data left',
  'home.visual.dataLeftAmount': '3.4 GB',
  'home.visual.daysLeft': '6 days',
  'home.visual.remaining': 'remaining',
  'home.visual.lines': '2 lines',
  'home.visual.linesDetail': 'eSIM + home SIM',
  'home.visual.arrivalLine1': 'Activated',
  'home.visual.arrivalLine2': 'on arrival',
  'home.visual.plasticLine1': 'No plastic',
  'home.visual.plasticLine2': 'SIM card',

  'home.featured.heading': 'Featured Destinations',
  'home.featured.lead':
    'One eSIM for a single country, or a regional bundle that crosses borders with you.',
  'home.featured.tabs': 'Featured destinations',
  'home.featured.popular': 'Popular',
  'home.featured.regional': 'Regional Bundles',
  'home.featured.countries': 'Countries',
  'home.featured.promo': 'HAJJ PROMO',
  'home.featured.viewAll.one': 'View {count} Country',
  'home.featured.viewAll.other': 'View All {count} Countries',

  'home.benefits.eyebrow': 'Why Roamly',
  'home.benefits.heading': 'Travel like a local, online from day one',
  'home.benefits.lead':
    'Everything you need from a phone plan abroad, without swapping SIM cards or queuing at a kiosk.',
  'home.benefits.dataTitle': 'Generous data, no surprise bills',
  'home.benefits.dataText':
    'Pick 3GB to 20GB+ for 7, 14 or 30 days at one fixed price. No roaming charges waiting for you at home.',
  'home.benefits.appsTitle': 'All your favourite apps',
  'home.benefits.appsText':
    'Maps, messaging, rides, translation and banking work just as they do at home.',
  'home.benefits.numberTitle': 'Keep your messaging number',
  'home.benefits.numberText':
    'WhatsApp and iMessage stay on your main line, so friends and family reach you as usual.',
  'home.benefits.supportTitle': '24/7 support',
  'home.benefits.supportText':
    'Help by live chat and e-mail at any hour, whatever time zone you are in.',
  'home.benefits.speedTitle': 'Fast internet',
  'home.benefits.speedText': 'Connect to trusted local networks on 4G, and on 5G where available.',
  'home.benefits.dualSimTitle': 'Two SIMs, one phone',
  'home.benefits.dualSimText':
    'Dual-SIM ready: keep your physical SIM for calls and SMS while the eSIM handles your data.',

  'home.eco.eyebrow': 'Better for the planet',
  'home.eco.heading': 'No plastic SIM. No shipping.',
  'home.eco.text':
    'Your eSIM is a download, not a parcel. Nothing to mail, nothing to throw away, and nothing to lose on the way.',
  'home.eco.noPlastic': 'No plastic SIM card',
  'home.eco.noShipping': 'No packaging or shipping',
  'home.eco.byEmail': 'Delivered by e-mail in minutes',
  'home.eco.buy': 'Buy an eSIM',

  'home.trust.heading': 'Trusted by travellers worldwide',
  'home.trust.rating': '4.5/5',
  'home.trust.ratingWord': 'Excellent',
  'home.trust.satisfaction': '98%',
  'home.trust.satisfactionWord': 'satisfaction',
  'home.trust.securePayment': 'Secure payment',
  'home.trust.card': 'Card',
  'home.trust.mobileWallet': 'Mobile wallet',
  'home.trust.payWallet': 'Pay wallet',

  'home.testimonials.eyebrow': 'Reviews',
  'home.testimonials.heading': 'Loved by travellers',
  'home.testimonials.carousel': 'Testimonials',
  // What a screen reader calls the carousel and each of its slides.
  'home.testimonials.carouselRole': 'carousel',
  'home.testimonials.slideRole': 'slide',
  'home.testimonials.slide': '{index} of {count}',
  'home.testimonials.verified': 'Verified traveller',
  'home.testimonials.previous': 'Previous testimonial',
  'home.testimonials.next': 'Next testimonial',

  'home.steps.eyebrow': 'How it works',
  'home.steps.heading': 'Online in three simple steps',
  'home.steps.findTitle': 'Find your destination',
  'home.steps.findText':
    'Search for the country or region you are visiting and choose the data and number of days you need.',
  'home.steps.findLink': 'Check your phone is compatible',
  'home.steps.installTitle': 'Install your eSIM',
  'home.steps.installText':
    'Your QR code and a step-by-step guide arrive by e-mail. Follow it to install the eSIM before you travel.',
  'home.steps.activateTitle': 'Activate on arrival',
  'home.steps.activateText':
    'When you land, switch on the eSIM line and data roaming. You are online, and your validity starts now.',
  'home.steps.viewAll': 'View all destinations',

  'home.faq.heading': 'Frequently Asked Questions',
  'home.faq.lead': 'Quick answers about eSIMs, setup and your plan.',
  'home.faq.stillUnsure': 'Still have a question?',
  'home.faq.contact': 'Contact our support team',

  'home.cta.heading': 'Ready for your next trip?',
  'home.cta.lead':
    'Choose a plan in a minute, install it at home and land connected in 190+ countries.',
  'home.cta.browse': 'Browse Plans',
  'home.cta.learnMore': 'Learn More',
  // Read after 'Learn More' by screen readers only.
  'home.cta.learnMoreDetail': 'about how Roamly works',
} as const;
