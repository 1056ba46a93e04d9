/** A delivered eSIM on its order card: how to install it on the screen in hand, and its status. */
import type { Translation } from '../index.ts';
import type english from '../en/esims.ts';

export default {
  'esims.installLabel': 'Installer cette eSIM',
  'esims.beforeYouFly':
    'Avant votre vol, désactivez l’itinérance des données sur votre ligne principale et choisissez cette eSIM pour les données mobiles, sinon votre opérateur pourrait vous facturer l’itinérance.',
  'esims.beforeYouFlyLink': 'Comment faire',
  'esims.cannotScan':
    'Impossible de scanner ? Saisissez plutôt ces informations dans les réglages eSIM du téléphone :',
  'esims.enterByHand': 'Saisir les informations manuellement',
  'esims.showQrCode': 'Afficher le QR code pour un autre appareil',
  'esims.installOnIphone': 'Installer sur cet iPhone',
  'esims.installOnIphoneNext':
    'Votre iPhone vous demande de confirmer, puis ajoute l’eSIM. Votre forfait ne démarre qu’à sa première connexion à destination.',
  'esims.installOnAndroid': 'Installer sur ce téléphone Android',
  'esims.installOnAndroidNext':
    'Votre téléphone vous demande de confirmer, puis ajoute l’eSIM (si son fabricant le permet ; sinon, saisissez les informations manuellement). Votre forfait ne démarre qu’à sa première connexion à destination.',

  'esims.openInBrowser': 'Ouvrir cette page dans {browser}',
  /** `{app}` is a brand ('Instagram') or esims.googleApp / esims.unnamedApp. */
  'esims.inAppBrowserText':
    'Le navigateur intégré à {app} ne peut pas installer d’eSIM. Passez par le menu de l’application (••• ou ⋮) pour ouvrir cette page dans {browser}, ou copiez le lien pour l’y coller. Vous devrez peut-être vous reconnecter.',
  'esims.googleApp': 'l’application Google',
  'esims.unnamedApp': 'cette application',
  'esims.copyLink': 'Copier le lien',
  'esims.linkName': 'Lien',
  'esims.oldIphoneHeading': 'L’installation en un geste nécessite iOS 17.4 ou plus récent',
  'esims.oldIphoneText':
    'Mettez votre iPhone à jour dans Réglages → Général → Mise à jour logicielle, ou ajoutez l’eSIM manuellement : Réglages → Données cellulaires → Ajouter une eSIM → Utiliser un code QR → Saisir les détails manuellement, puis tapez les deux informations ci-dessous.',

  'esims.smdpAddress': 'Adresse SM-DP+',
  'esims.activationCode': 'Code d’activation',
  'esims.copy': 'Copier',
  'esims.copyName': 'Copier « {name} »',
  'esims.copied': 'Copié',
  'esims.copyFailed': 'Sélectionnez-le pour le copier',
  'esims.onClipboard': 'Copié dans le presse-papiers : {name}',

  'esims.statusHeading': 'État de l’eSIM',
  'esims.refresh': 'Actualiser',
  'esims.checking': 'Vérification de votre eSIM…',
  'esims.statusNotInstalled': 'Pas encore installée',
  'esims.statusInstalled': 'Installée',
  'esims.statusActive': 'Active',
  'esims.statusUsedUp': 'Épuisée',
  'esims.statusExpired': 'Expirée',
  'esims.statusUnknown': 'État inconnu',
  'esims.daysLeft.one': '{count} jour restant',
  'esims.daysLeft.other': '{count} jours restants',
  'esims.queuedHeading': 'En attente après ce forfait :',
  'esims.checkedJustNow': 'Vérifié à l’instant',
  'esims.checkedMinutesAgo.one': 'Vérifié il y a {count} min',
  'esims.checkedMinutesAgo.other': 'Vérifié il y a {count} min',
  'esims.checkedHoursAgo.one': 'Vérifié il y a {count} h',
  'esims.checkedHoursAgo.other': 'Vérifié il y a {count} h',
  'esims.noData.title': 'Pas de données depuis votre arrivée ({country}) ?',
  'esims.noData.titleNoCountry': 'Toujours pas de données sur votre eSIM ?',
  'esims.noData.intro':
    'Votre eSIM s’est bien connectée à un réseau, mais aucune donnée n’est encore passée. Dans presque tous les cas, l’un de ces trois réglages en est la cause :',
  'esims.noData.roamingTitle': 'Activez l’itinérance des données pour la ligne eSIM',
  'esims.noData.roamingIphone':
    'iPhone : Réglages → Données cellulaires → votre ligne eSIM → activez Itinérance des données.',
  'esims.noData.roamingAndroid':
    'Android : Paramètres → Connexions → Réseaux mobiles → Itinérance des données (Samsung), ou Paramètres → Réseau et Internet → SIM → votre eSIM → Itinérance (Pixel).',
  'esims.noData.dataLineTitle': 'Utilisez l’eSIM pour les données mobiles',
  'esims.noData.dataLineIphone':
    'iPhone : Réglages → Données cellulaires → Données cellulaires → choisissez votre ligne eSIM, puis désactivez Autoriser le basculement des données cellulaires.',
  'esims.noData.dataLineAndroid':
    'Android : Paramètres → Connexions → Gestionnaire de cartes SIM → Données mobiles → votre eSIM (Samsung), ou Paramètres → Réseau et Internet → SIM → votre eSIM → activez Données mobiles (Pixel).',
  'esims.noData.networkTitle': 'Connectez-vous à un réseau prévu par votre forfait',
  'esims.noData.networksKnown': 'Destination {country} : votre forfait utilise {networks}.',
  'esims.noData.seenOn': 'Votre téléphone a été vu pour la dernière fois sur {network}.',
  'esims.noData.networkIphone':
    'iPhone : Réglages → Données cellulaires → votre ligne eSIM → Sélection du réseau → désactivez Automatique et choisissez le réseau vous-même.',
  'esims.noData.networkAndroid':
    'Android : Paramètres → Connexions → Réseaux mobiles → Opérateurs réseau (Samsung), ou les réglages de votre eSIM → désactivez Sélectionner automatiquement le réseau (Pixel), puis choisissez le réseau vous-même.',
  'esims.noData.restart': 'Activez ensuite le mode Avion, puis désactivez-le.',
  'esims.noData.help': 'Toujours rien ? Nous réglons le problème avec vous.',
  'esims.noData.chat': 'Ouvrir le chat',
  'esims.noData.contact': 'Nous contacter',
  'esims.noDataMail.subject': 'Pas encore de données ? Trois vérifications rapides',
  'esims.noDataMail.preheader':
    'Votre eSIM est connectée à un réseau, mais aucune donnée n’est encore passée. Trois réglages à vérifier.',
  'esims.noDataMail.help':
    'Toujours pas de données ? Écrivez-nous dans le chat du site ou depuis la page Contact : nous vous aidons tout de suite. Ces étapes figurent aussi sur votre eSIM, dans Mes commandes.',
} as const satisfies Translation<typeof english>;
