/** The home page, section by section. */
import type { Translation } from '../index.ts';
import type english from '../en/home.ts';

export default {
  'home.title': 'Forfaits eSIM de voyage dans plus de 190 pays | Roamly',
  'home.description':
    'Forfaits data eSIM prépayés pour plus de 190 pays et régions. Activation immédiate, sans carte SIM, gardez votre numéro WhatsApp. Assistance 24 h/24.',

  'home.hero.eyebrow': 'eSIM de voyage prépayées',
  // The heading's highlighted words, with what comes before and after them.
  'home.hero.titleBefore': 'Restez connecté dans',
  'home.hero.titleHighlight': 'plus de 190 pays',
  'home.hero.titleAfter': '',
  'home.hero.lead':
    'Des données prépayées pour votre voyage, prêtes en quelques minutes. Installez avant de partir, connectez-vous dès l’atterrissage, sans facture d’itinérance au retour.',
  'home.hero.searchForm': 'Recherche de destination',
  'home.hero.searchLabel': 'Pays ou région',
  'home.hero.searchPlaceholder': 'Cherchez un pays ou une région',
  'home.hero.searchButton': 'Rechercher',
  'home.hero.rating': '4,8/5',
  'home.hero.reviews': 'sur plus de 50 000 avis',
  'home.hero.claimTravellers': 'Plus de 10 millions de voyageurs',
  'home.hero.claimInstant': 'Activation immédiate',
  'home.hero.claimNoSim': 'Aucune carte SIM physique',

  // The phone drawn beside the hero: an example eSIM in use.
  'home.visual.destination': 'Japon',
  'home.visual.plan': '5 Go · 7 jours',
  'home.visual.active': 'Active',
  'home.visual.dataLeft': 'Données restantes',
  'home.visual.dataLeftAmount': '3,4 Go',
  'home.visual.daysLeft': '6 jours',
  'home.visual.remaining': 'restants',
  'home.visual.lines': '2 lignes',
  'home.visual.linesDetail': 'eSIM + SIM habituelle',
  'home.visual.arrivalLine1': 'Activée',
  'home.visual.arrivalLine2': 'à l’arrivée',
  'home.visual.plasticLine1': 'Pas de carte',
  'home.visual.plasticLine2': 'SIM en plastique',

  'home.featured.heading': 'Destinations à la une',
  'home.featured.lead':
    'Une eSIM pour un seul pays, ou un forfait régional qui passe les frontières avec vous.',
  'home.featured.tabs': 'Destinations à la une',
  'home.featured.popular': 'Populaires',
  'home.featured.regional': 'Forfaits régionaux',
  'home.featured.countries': 'Pays',
  'home.featured.promo': 'PROMO HAJJ',
  'home.featured.viewAll.one': 'Voir {count} pays',
  'home.featured.viewAll.other': 'Voir les {count} pays',

  'home.benefits.eyebrow': 'Pourquoi Roamly',
  'home.benefits.heading': 'Voyagez comme un local, connecté dès le premier jour',
  'home.benefits.lead':
    'Tout ce que vous attendez d’un forfait mobile à l’étranger, sans changer de carte SIM ni faire la queue dans une boutique.',
  'home.benefits.dataTitle': 'Des données généreuses, sans mauvaise surprise',
  'home.benefits.dataText':
    'Choisissez de 3 Go à plus de 20 Go pour 7, 14 ou 30 jours, à prix fixe. Aucun frais d’itinérance ne vous attend au retour.',
  'home.benefits.appsTitle': 'Toutes vos applis préférées',
  'home.benefits.appsText':
    'Cartes, messageries, VTC, traduction et banque fonctionnent comme chez vous.',
  'home.benefits.numberTitle': 'Gardez votre numéro de messagerie',
  'home.benefits.numberText':
    'WhatsApp et iMessage restent sur votre ligne principale : vos proches vous joignent comme d’habitude.',
  'home.benefits.supportTitle': 'Assistance 24 h/24, 7 j/7',
  'home.benefits.supportText':
    'De l’aide par chat et par e-mail à toute heure, quel que soit votre fuseau horaire.',
  'home.benefits.speedTitle': 'Internet rapide',
  'home.benefits.speedText':
    'Connectez-vous à des réseaux locaux fiables en 4G, et en 5G là où elle est disponible.',
  'home.benefits.dualSimTitle': 'Deux SIM, un téléphone',
  'home.benefits.dualSimText':
    'Compatible double SIM : gardez votre SIM physique pour les appels et les SMS, l’eSIM s’occupe des données.',

  'home.eco.eyebrow': 'Meilleur pour la planète',
  'home.eco.heading': 'Pas de SIM en plastique. Pas de livraison.',
  'home.eco.text':
    'Votre eSIM se télécharge, elle ne voyage pas par colis. Rien à envoyer, rien à jeter et rien à perdre en route.',
  'home.eco.noPlastic': 'Pas de carte SIM en plastique',
  'home.eco.noShipping': 'Ni emballage ni livraison',
  'home.eco.byEmail': 'Livrée par e-mail en quelques minutes',
  'home.eco.buy': 'Acheter une eSIM',

  'home.trust.heading': 'Les voyageurs du monde entier nous font confiance',
  'home.trust.rating': '4,5/5',
  'home.trust.ratingWord': 'Excellent',
  'home.trust.satisfaction': '98 %',
  'home.trust.satisfactionWord': 'de satisfaction',
  'home.trust.securePayment': 'Paiement sécurisé',
  'home.trust.card': 'Carte bancaire',
  'home.trust.mobileWallet': 'Portefeuille mobile',
  'home.trust.payWallet': 'Portefeuille de paiement',

  'home.testimonials.eyebrow': 'Avis',
  'home.testimonials.heading': 'Les voyageurs l’adorent',
  'home.testimonials.carousel': 'Témoignages',
  // What a screen reader calls the carousel and each of its slides.
  'home.testimonials.carouselRole': 'carrousel',
  'home.testimonials.slideRole': 'diapositive',
  'home.testimonials.slide': '{index} sur {count}',
  'home.testimonials.verified': 'Voyageur vérifié',
  'home.testimonials.previous': 'Témoignage précédent',
  'home.testimonials.next': 'Témoignage suivant',

  'home.steps.eyebrow': 'Comment ça marche',
  'home.steps.heading': 'Connecté en trois étapes simples',
  'home.steps.findTitle': 'Trouvez votre destination',
  'home.steps.findText':
    'Cherchez le pays ou la région où vous allez, puis choisissez le volume de données et le nombre de jours qu’il vous faut.',
  'home.steps.findLink': 'Vérifiez que votre téléphone est compatible',
  'home.steps.installTitle': 'Installez votre eSIM',
  'home.steps.installText':
    'Votre QR code et un guide pas à pas arrivent par e-mail. Suivez-le pour installer l’eSIM avant de partir.',
  'home.steps.activateTitle': 'Activez-la à l’arrivée',
  'home.steps.activateText':
    'À l’atterrissage, allumez la ligne eSIM et l’itinérance des données. Vous êtes connecté, et votre validité commence.',
  'home.steps.viewAll': 'Voir toutes les destinations',

  'home.faq.heading': 'Questions fréquentes',
  'home.faq.lead': 'Des réponses rapides sur l’eSIM, l’installation et votre forfait.',
  'home.faq.stillUnsure': 'Une autre question ?',
  'home.faq.contact': 'Contactez notre équipe d’assistance',

  'home.cta.heading': 'Prêt pour votre prochain voyage ?',
  'home.cta.lead':
    'Choisissez un forfait en une minute, installez-le chez vous et atterrissez connecté dans plus de 190 pays.',
  'home.cta.browse': 'Voir les forfaits',
  'home.cta.learnMore': 'En savoir plus',
  // Read after 'Learn More' by screen readers only.
  'home.cta.learnMoreDetail': 'sur le fonctionnement de Roamly',
} as const satisfies Translation<typeof english>;
