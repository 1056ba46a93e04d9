/** The help pages: FAQ, installation guide, device compatibility and how it works. */
import type { Translation } from '../index.ts';
import type english from '../en/help.ts';

export default {
  'help.contactSupport': 'Contacter l’assistance',
  'help.readFaq': 'Lire la FAQ',
  'help.stepNumber': 'Étape {number} :',

  'help.faqPage.title': 'Centre d’aide : vos questions sur l’eSIM de voyage',
  'help.faqPage.description':
    'Nos réponses sur l’eSIM de voyage : compatibilité, installation, activation, appels et remboursements. Assistance Roamly disponible 24 h/24, 7 j/7.',
  'help.faqPage.eyebrow': 'Centre d’aide',
  'help.faqPage.heading': 'Comment pouvons-nous vous aider ?',
  'help.faqPage.lead':
    'Des réponses rapides pour installer et utiliser votre eSIM de voyage. Vous ne trouvez pas ce qu’il vous faut ? Notre équipe est là 24 h/24, 7 j/7.',
  'help.faqPage.guidesHeading': 'Guides',
  'help.faqPage.installationTitle': 'Guide d’installation',
  'help.faqPage.installationText': 'Pas à pas, pour iPhone et Android',
  'help.faqPage.compatibilityTitle': 'Compatibilité des appareils',
  'help.faqPage.compatibilityText': 'Vérifiez que votre téléphone prend en charge l’eSIM',
  'help.faqPage.howItWorksTitle': 'Comment ça marche',
  'help.faqPage.howItWorksText': 'Du choix du forfait à la connexion',
  'help.faqPage.questionsHeading': 'Questions fréquentes',
  'help.faqPage.stillHeading': 'Vous avez encore des questions ?',
  'help.faqPage.stillText': 'Nous répondons sous 24 heures, et en moins de 2 heures en moyenne.',

  'help.installationPage.title': 'Installer votre eSIM : guide iPhone et Android',
  'help.installationPage.description':
    'Le guide pas à pas pour installer votre eSIM de voyage Roamly sur iPhone, iPad et Android : scannez le QR code avant de partir, activez-la à l’arrivée.',
  'help.installationPage.eyebrow': 'Guide d’installation',
  'help.installationPage.heading': 'Installez votre eSIM en quelques minutes',
  'help.installationPage.lead':
    'Suivez ces cinq étapes en Wi-Fi avant de partir, puis allumez l’eSIM à votre arrivée.',
  'help.installationPage.importantHeading': 'Important avant de commencer',
  'help.installationPage.stepsHeading': 'Choisissez votre appareil',
  'help.installationPage.beforeYouFlyHeading': 'Avant votre vol',
  'help.installationPage.helpHeading': 'Besoin d’aide ?',
  'help.installationPage.helpText':
    'Si quelque chose vous semble anormal, ne supprimez pas l’eSIM. Notre équipe d’assistance est disponible 24 h/24, 7 j/7 et vous guidera pas à pas.',
  'help.installationTabs.label': 'Votre appareil',
  'help.installationTabs.iphone': 'iPhone / iPad',
  'help.installationTabs.android': 'Android',
  'help.installationTabs.iphoneStepsHeading': 'Étapes d’installation sur iPhone / iPad',
  'help.installationTabs.androidStepsHeading': 'Étapes d’installation sur Android',

  'help.compatibilityPage.title': 'Téléphones compatibles eSIM : iPhone, Samsung, Pixel',
  'help.compatibilityPage.description':
    'Votre téléphone est-il compatible eSIM ? Les iPhone, Samsung Galaxy, Google Pixel et autres modèles qui acceptent les eSIM Roamly, et comment vérifier.',
  'help.compatibilityPage.eyebrow': 'Avant d’acheter',
  'help.compatibilityPage.heading': 'Compatibilité des appareils',
  'help.compatibilityPage.lead':
    'Votre téléphone doit prendre en charge l’eSIM et être désimlocké. La plupart des téléphones de ces dernières années conviennent.',
  'help.compatibilityPage.howToCheckHeading': 'Comment vérifier',
  'help.compatibilityPage.onIphone': 'Sur iPhone',
  'help.compatibilityPage.iphonePath': 'Réglages → Données cellulaires → Ajouter une eSIM',
  'help.compatibilityPage.onAndroid': 'Sur Android',
  'help.compatibilityPage.androidPath': 'Paramètres → Réseau et Internet → Cartes SIM → Ajouter',
  'help.compatibilityPage.goToBefore': 'Allez dans',
  'help.compatibilityPage.goToAfter': '. Si vous pouvez ajouter une eSIM, c’est bon.',
  'help.compatibilityPage.anyPhone': 'Tous les téléphones',
  'help.compatibilityPage.dialBefore': 'Vous pouvez aussi composer le',
  'help.compatibilityPage.devicesHeading': 'Appareils compatibles',
  'help.compatibilityPage.devicesLead':
    'Un téléphone bloqué par un opérateur ne peut pas utiliser d’eSIM de voyage, même s’il figure dans cette liste.',
  'help.compatibilityPage.notListedHeading': 'Votre appareil n’est pas dans la liste ?',
  'help.compatibilityPage.notListedText':
    'Pas d’inquiétude : de nombreux appareils sortis après 2018 prennent en charge l’eSIM. Pour en savoir plus sur le vôtre :',
  'help.compatibilityPage.askManufacturerStep': 'Renseignez-vous auprès du fabricant',
  'help.compatibilityPage.eidStep': 'Cherchez un EID (composez le *#06#)',
  'help.compatibilityPage.contactManufacturerStep': 'Contactez le fabricant',

  // Dial *#06#: the sentence around the code and the EID, shared by the page and the checker.
  'help.eid.dialAfter': '.',
  'help.eid.ifBefore': 'Si un numéro',
  'help.eid.abbreviation': 'EID',
  'help.eid.expansion': 'identifiant eUICC',
  'help.eid.ifAfter': 's’affiche, votre téléphone est compatible eSIM.',

  'help.deviceChecker.label': 'Vérificateur d’appareil',
  'help.deviceChecker.searchLabel': 'Vérifiez votre téléphone',
  'help.deviceChecker.hint': 'Tapez la marque ou le modèle pour filtrer la liste ci-dessous.',
  'help.deviceChecker.placeholder': 'ex. iPhone 13, Galaxy S23, Pixel 7a',
  'help.deviceChecker.adviceHeading': 'Ce que vous pouvez vérifier',
  'help.deviceChecker.adviceLead':
    'Il est peut-être compatible : de nombreux téléphones sortis après 2018 prennent en charge l’eSIM.',
  'help.deviceChecker.dialBefore': 'Composez le',
  'help.deviceChecker.settingsBefore': 'Cherchez dans les réglages l’option',
  'help.deviceChecker.settingsOption': '« Ajouter une eSIM »',
  'help.deviceChecker.settingsAfter':
    '(iPhone : Réglages → Données cellulaires ; Android : Paramètres → Réseau et Internet → Cartes SIM).',
  'help.deviceChecker.unlockedBefore': 'Vérifiez que le téléphone est',
  'help.deviceChecker.unlocked': 'désimlocké',
  'help.deviceChecker.unlockedAfter': '.',
  'help.deviceChecker.askManufacturer':
    'Demandez au fabricant si votre modèle prend en charge l’eSIM.',
  // Set by the checker's script as the visitor types.
  'help.deviceStatus.notListed': '« {query} » ne figure pas dans notre liste.',
  'help.deviceStatus.compatibleMatches.one': '{count} modèle compatible correspond à « {query} »',
  'help.deviceStatus.compatibleMatches.other':
    '{count} modèles compatibles correspondent à « {query} »',
  'help.deviceStatus.mixedMatches.one':
    '{count} modèle correspond à « {query} » (compatibles : {compatible} ; non compatibles : {notCompatible})',
  'help.deviceStatus.mixedMatches.other':
    '{count} modèles correspondent à « {query} » (compatibles : {compatible} ; non compatibles : {notCompatible})',

  'help.deviceLists.otherBrands': 'Autres marques',
  'help.deviceLists.deviceCount.one': '{count} appareil',
  'help.deviceLists.deviceCount.other': '{count} appareils',
  'help.deviceLists.compatible': 'Compatible',
  'help.deviceLists.notCompatible': 'Non compatible',

  'help.stillUnsure.before': 'Vous hésitez encore ?',
  'help.stillUnsure.link': 'Posez la question à notre équipe d’assistance',
  'help.stillUnsure.after': 'avant d’acheter.',

  'help.howItWorksPage.title': 'eSIM de voyage : comment ça marche en 4 étapes',
  'help.howItWorksPage.description':
    'Choisissez destination et forfait, recevez votre QR code par e-mail et scannez-le : les eSIM Roamly vous connectent à l’étranger en quelques minutes.',
  'help.howItWorksPage.eyebrow': 'Comment ça marche',
  'help.howItWorksPage.heading': 'Connecté à l’étranger en 4 étapes simples',
  'help.howItWorksPage.lead':
    'Pas de carte SIM en plastique, pas de mauvaise surprise d’itinérance. Achetez un forfait data prépayé avant de partir et connectez-vous dès l’atterrissage.',
  'help.howItWorksPage.stepsHeading': 'Les quatre étapes',
  'help.howItWorksPage.ctaHeading': 'Prêt à partir ?',
  'help.howItWorksPage.ctaText':
    'Des forfaits pour plus de 190 pays, valables 7, 14 ou 30 jours à partir de l’activation.',
  'help.howItWorksPage.browsePlans': 'Voir les forfaits',
  'help.howItWorksPage.checkDevice': 'Vérifier mon appareil',
} as const satisfies Translation<typeof english>;
