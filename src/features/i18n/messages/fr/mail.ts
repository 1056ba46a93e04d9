/**
 * Every mail a customer gets, in the customer's language (the account's), and the mail frame's
 * own texts. Mails to the shop's staff and owners stay in English and are not here.
 */
import type { Translation } from '../index.ts';
import type english from '../en/mail.ts';

export default {
  'mail.layout.footer':
    'Roamly · eSIM de voyage prépayées · Vous recevez cet e-mail à la suite d’une action sur Roamly',
  'mail.layout.buttonFallback': 'Si le bouton ne fonctionne pas, ouvrez ce lien : {link}',
  'mail.layout.labelledLink': '{label} : {url}',

  'mail.common.signIn': 'Se connecter',
  'mail.common.openMyOrders': 'Ouvrir Mes commandes',

  'mail.verify.subject': 'Confirmez votre adresse e-mail',
  'mail.verify.preheader': 'Un clic pour confirmer votre compte Roamly.',
  'mail.verify.heading': 'Confirmez votre adresse e-mail',
  'mail.verify.welcome':
    'Bienvenue chez Roamly. Confirmez qu’il s’agit bien de votre adresse e-mail, pour recevoir les QR codes de vos eSIM et vos reçus.',
  'mail.verify.linkLimits': 'Le lien ne fonctionne qu’une fois et expire au bout de 24 heures.',
  'mail.verify.button': 'Confirmer mon e-mail',
  'mail.verify.notYou':
    'Vous n’avez pas créé de compte Roamly ? N’ouvrez pas le lien : quelqu’un a saisi votre adresse. Ignorez cet e-mail, et ce compte restera non confirmé.',

  'mail.reset.subject': 'Réinitialisez votre mot de passe Roamly',
  'mail.reset.preheader': 'Choisissez un nouveau mot de passe pour votre compte Roamly.',
  'mail.reset.heading': 'Réinitialisez votre mot de passe',
  'mail.reset.asked':
    'Quelqu’un, sans doute vous, a demandé à réinitialiser le mot de passe de votre compte Roamly.',
  'mail.reset.linkLimits': 'Le lien ne fonctionne qu’une fois et expire au bout d’une heure.',
  'mail.reset.button': 'Choisir un nouveau mot de passe',
  'mail.reset.notYou':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',

  'mail.accountExists.subject': 'Vous avez déjà un compte Roamly',
  'mail.accountExists.preheader': 'Quelqu’un a essayé de s’inscrire avec votre adresse e-mail.',
  'mail.accountExists.heading': 'Vous avez déjà un compte',
  'mail.accountExists.tried':
    'Quelqu’un, sans doute vous, a essayé de créer un compte Roamly avec cette adresse e-mail. Elle en a déjà un : rien n’a été modifié.',
  'mail.accountExists.forgotPassword':
    'Mot de passe oublié ? Choisissez-en un nouveau ici : {link}',
  'mail.accountExists.notYou': 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',

  'mail.accountBlocked.subject': 'Votre compte Roamly a été suspendu',
  'mail.accountBlocked.suspended':
    'Notre équipe d’assistance a suspendu votre compte Roamly : vous êtes déconnecté partout et ne pouvez pas vous connecter pour le moment.',
  'mail.accountBlocked.esimsKeepWorking':
    'Les eSIM déjà installées continuent de fonctionner jusqu’à la fin de leur forfait.',
  'mail.accountBlocked.reply':
    'Si vous pensez qu’il s’agit d’une erreur, répondez à cet e-mail pour nous le dire. Chaque réponse est lue par une vraie personne.',
  'mail.accountUnblocked.subject': 'Votre compte Roamly est de nouveau actif',
  'mail.accountUnblocked.lifted':
    'Nous avons levé la suspension : vous pouvez de nouveau vous connecter avec votre mot de passe.',
  'mail.accountClosed.subject': 'Votre compte Roamly est fermé',
  'mail.accountClosed.closed':
    'Comme vous l’avez demandé, votre compte Roamly est fermé : vous êtes déconnecté partout et ne pouvez plus vous connecter.',
  'mail.accountClosed.erasure':
    'Si vous changez d’avis, le bouton ci-dessous le rouvre pendant {days} jours. Passé ce délai, nous effaçons définitivement vos données personnelles.',
  'mail.accountClosed.kept':
    'La loi nous oblige à conserver vos commandes et factures pendant la durée légale de conservation comptable : nous les gardons, et rien d’autre.',
  'mail.accountClosed.esimsKeepWorking':
    'Les eSIM déjà installées continuent de fonctionner jusqu’à la fin de leur forfait.',
  'mail.accountClosed.undo': 'Rouvrir mon compte',

  'mail.esimReady.subject': 'Votre eSIM {country} est prête à installer',
  'mail.esimReady.preheader':
    '{plan} – {country} : installez-la d’un geste sur votre téléphone, ou scannez le QR code.',
  'mail.esimReady.heading': 'Votre eSIM est prête',
  'mail.esimReady.qrAlt': 'QR code de l’eSIM {plan}',
  'mail.esimReady.installOnIphone': 'Installer sur iPhone',
  'mail.esimReady.installOnAndroid': 'Installer sur Android',
  'mail.esimReady.onThisPhone':
    'Vous lisez cet e-mail sur le téléphone qui utilisera l’eSIM ? Touchez le bouton correspondant ci-dessus (iPhone : iOS 17.4 ou plus récent, ouvert dans Safari ou votre navigateur par défaut ; Android : si le fabricant le permet). Sur un autre écran, scannez plutôt le QR code avec le téléphone.',
  'mail.esimReady.plan':
    'Forfait : {plan} ({data}, {duration}), destination {country}. Commande nº {order}.',
  'mail.esimReady.paid': 'Montant payé : {amount}.',
  'mail.esimReady.beforeYouTravel':
    'Installez-la avant de partir, en Wi-Fi. Le QR code ne peut être installé qu’une fois : ne supprimez donc pas l’eSIM ensuite. Sa validité commence à sa première connexion à destination.',
  'mail.esimReady.iphoneSteps':
    'iPhone : Réglages → Données cellulaires → Ajouter une eSIM → Utiliser un code QR, puis scannez le code ci-dessus.',
  'mail.esimReady.androidSteps':
    'Android : Paramètres → Réseau et Internet (Samsung : Connexions → Gestionnaire de cartes SIM) → Ajouter une eSIM → Scanner le code QR.',
  'mail.esimReady.byHand':
    'Impossible de scanner ? Saisissez les informations manuellement. Adresse SM-DP+ : {smdpAddress}. Code d’activation : {activationCode}. ICCID : {iccid}.',
  'mail.esimReady.beforeYouFly':
    'Avant votre vol : faites en sorte que seule l’eSIM utilise les données, pour que votre ligne principale ne vous vaille aucune facture d’itinérance.',
  'mail.esimReady.flyIphone':
    'iPhone :\n1. Réglages → Données cellulaires → votre ligne principale : désactivez Itinérance des données (gardez la ligne active pour les appels et les SMS si vous le souhaitez).\n2. Réglages → Données cellulaires → Données cellulaires : choisissez l’eSIM et désactivez Autoriser le basculement des données cellulaires.\n3. Réglages → Données cellulaires → la ligne eSIM : activez Itinérance des données.\n4. Faites-le en salle d’embarquement ou à l’atterrissage, avant de désactiver le mode Avion. De retour chez vous, choisissez de nouveau votre ligne principale pour les données cellulaires.',
  'mail.esimReady.flyAndroid':
    'Android :\n1. Gardez votre SIM principale pour les appels et les SMS, et désactivez son itinérance (Pixel : Paramètres → Réseau et Internet → SIM → votre SIM principale → Itinérance).\n2. Choisissez l’eSIM pour les données mobiles (Samsung : Paramètres → Connexions → Gestionnaire de cartes SIM → Données mobiles ; Pixel : SIM → l’eSIM → Données mobiles) et désactivez le basculement automatique des données.\n3. Activez l’itinérance sur l’eSIM (Samsung : Paramètres → Connexions → Réseaux mobiles → Itinérance des données ; Pixel : SIM → l’eSIM → Itinérance).\n4. Faites-le en salle d’embarquement ou à l’atterrissage. De retour chez vous, choisissez de nouveau votre SIM principale pour les données mobiles.',
  'mail.esimReady.flyGuide':
    'Toutes les étapes, avec les menus Samsung et Pixel, sont dans notre guide.',
  'mail.esimReady.flyGuideLink': 'Avant votre vol',
  'mail.esimReady.footnote':
    'Le QR code se trouve aussi dans Mes commandes et Mon compte. Besoin d’aide ? Répondez à cet e-mail ou utilisez le chat de notre site.',

  'mail.orderFailed.subject': 'Nous n’avons pas pu activer votre eSIM',
  'mail.orderFailed.notIssued':
    'Votre paiement pour {plan} ({country}, commande nº {order}) a bien été accepté, mais le réseau n’a pas émis votre eSIM.',
  'mail.orderFailed.supportTold':
    'Notre équipe d’assistance est prévenue et reviendra vers vous sous 2 heures. Si nous ne pouvons pas vous la livrer, vous serez intégralement remboursé sur votre carte sous 5 à 10 jours ouvrés.',
  'mail.orderFailed.contactSupport': 'Contacter l’assistance',
  'mail.deliveryLate.subject': 'Votre eSIM a du retard',
  'mail.deliveryLate.preheader': 'Votre eSIM n’est pas encore arrivée : voici ce que nous faisons.',
  'mail.deliveryLate.late':
    'Nous vous avions promis votre eSIM {plan} pour {country} (commande n° {order}) dans les {minutes} minutes suivant le paiement, et elle n’est pas encore arrivée. Nous en sommes désolés.',
  'mail.deliveryLate.offer':
    'Nous nous en occupons : elle vous parviendra par e-mail et dans Mes commandes dès que le réseau l’aura attribuée. Si vous préférez ne pas attendre, vous pouvez récupérer dès maintenant l’intégralité de vos {amount} : ouvrez Mes commandes et appuyez sur « Me faire rembourser ». Une fois remboursée, cette eSIM ne vous sera plus livrée.',
  'mail.deliveryLate.refunding':
    'Pour ne pas vous laisser attendre, nous vous remboursons l’intégralité de vos {amount} sur votre moyen de paiement d’origine ; une confirmation suit. Cette eSIM ne vous sera pas livrée, et vous pouvez acheter un nouveau forfait à tout moment.',
  'mail.deliveryLate.refundButton': 'Me faire rembourser dans Mes commandes',
  'mail.deliveryLate.footnote':
    'Des questions ? Répondez à cet e-mail ou utilisez le chat sur notre site.',

  'mail.dataAdded.subject': 'Des données ont été ajoutées à votre eSIM',
  'mail.dataAdded.preheader':
    '{data} pour votre eSIM {country} : c’est ajouté. Rien à réinstaller.',
  'mail.dataAdded.added':
    'Le forfait {plan} ({data}, {duration}, {country}) est désormais sur votre eSIM (ICCID {iccid}). Commande nº {order}.',
  'mail.dataAdded.addedNoIccid':
    'Le forfait {plan} ({data}, {duration}, {country}) est désormais sur votre eSIM. Commande nº {order}.',
  'mail.dataAdded.nothingToReinstall':
    'Pas de nouveau QR code, rien à réinstaller : continuez d’utiliser l’eSIM que vous avez déjà. Les nouvelles données prennent le relais dès que votre forfait actuel est épuisé ou se termine.',
  'mail.dataAdded.footnote':
    'Vos données restantes et les forfaits en attente sur cette eSIM se trouvent dans Mes commandes. Besoin d’aide ? Répondez à cet e-mail ou utilisez le chat de notre site.',

  'mail.usage.addData': 'Ajouter des données',
  'mail.usage.footnote':
    'Commande nº {order}. Besoin d’aide ? Répondez à cet e-mail ou utilisez le chat de notre site.',
  'mail.usage80.subject': 'Vous avez utilisé 80 % de vos données',
  'mail.usage80.dataLeft': 'Il reste {left} sur {total} à votre eSIM {country}.',
  'mail.usage80.runningLow': 'Votre eSIM {country} arrive bientôt à court de données.',
  'mail.usage80.addDataNow':
    'Ajoutez des données dès maintenant pour rester connecté. Elles s’ajoutent à l’eSIM que vous avez déjà : rien à réinstaller.',
  'mail.usage100.subject': 'Vos données sont épuisées',
  'mail.usage100.noDataLeft': 'Votre eSIM {country} n’a plus de données.',
  'mail.usage100.addData':
    'Ajoutez des données pour vous reconnecter en une minute. Elles s’ajoutent à l’eSIM que vous avez déjà : rien à réinstaller.',
  'mail.firstUse.subject': 'Votre forfait a démarré',
  'mail.firstUse.preheader': 'Votre eSIM {country} est connectée.',
  'mail.firstUse.started': 'Votre forfait a démarré.',
  'mail.firstUse.startedUntil.one':
    'Votre forfait a démarré : il se termine dans {count} jour, le {end} UTC.',
  'mail.firstUse.startedUntil.other':
    'Votre forfait a démarré : il se termine dans {count} jours, le {end} UTC.',
  'mail.firstUse.connected':
    'Votre eSIM {country} est connectée. Mes commandes indique les données et les jours qu’il vous reste.',
  'mail.firstUse.connectedWith':
    'Votre eSIM {country} est connectée ({size}). Mes commandes indique les données et les jours qu’il vous reste.',
  'mail.firstUse.connectedUnlimited':
    'Votre eSIM {country} est connectée (données illimitées). Mes commandes indique les données et les jours qu’il vous reste.',
  'mail.firstUse.seeDataLeft': 'Voir les données restantes',

  'mail.refund.subject': 'Votre remboursement est en route',
  'mail.refund.preheader': '{amount} pour {plan} ({country}) vous est remboursé.',
  'mail.refund.revoked':
    'Nous avons annulé votre eSIM {plan} ({country}, commande nº {order}) et remboursé {amount} sur votre moyen de paiement d’origine.',
  'mail.refund.kept':
    'Nous avons remboursé {amount} pour votre eSIM {plan} ({country}, commande nº {order}) sur votre moyen de paiement d’origine.',
  'mail.refund.undelivered':
    'Nous n’avons pas pu livrer votre eSIM {plan} ({country}, commande nº {order}) : nous avons donc remboursé {amount} sur votre moyen de paiement d’origine.',
  'mail.refund.onStatement':
    'Il apparaît généralement sur votre relevé sous 5 à 10 jours ouvrés, selon votre banque.',
  'mail.refund.revokedNothingToInstall':
    'L’eSIM n’a plus de forfait : il n’y a donc rien à installer. Si vous avez encore besoin de données pour votre voyage, vous pouvez acheter un nouveau forfait à tout moment.',
  'mail.refund.keptNothingToDo': 'Votre eSIM reste telle quelle : vous n’avez rien à faire.',
  'mail.refund.buyAgain':
    'Si vous avez encore besoin de données pour votre voyage, vous pouvez acheter un nouveau forfait à tout moment.',
  'mail.refund.footnote':
    'Une question sur votre remboursement ? Répondez à cet e-mail ou utilisez le chat de notre site.',

  'mail.paymentRefunded.subject': 'Votre paiement a été remboursé',
  'mail.paymentRefunded.preheader':
    'Votre paiement pour {plan} ({country}) a été intégralement remboursé.',
  'mail.paymentRefunded.whatFor':
    'Il concernait le forfait {plan} ({data}, {duration}, {country}) ; aucun achat n’a été effectué avec. Le remboursement apparaît généralement sur votre relevé sous 5 à 10 jours ouvrés.',
  'mail.paymentRefunded.reference': 'Référence du paiement : {reference}.',
  'mail.paymentRefunded.seePlans': 'Voir nos forfaits',
  'mail.paymentRefunded.seePlan': 'Voir le forfait tel qu’il est vendu aujourd’hui',
  'mail.paymentRefunded.buyAgain': 'Acheter au prix actuel',
  'mail.paymentRefunded.contactSupport': 'Contacter notre équipe d’assistance',
  'mail.paymentRefunded.footnote':
    'Une question sur ce paiement ? Répondez à cet e-mail ou utilisez le chat de notre site.',

  'mail.contactAck.subject': 'Nous avons bien reçu votre message',
  'mail.contactAck.heading': 'Merci d’avoir contacté Roamly',
  'mail.contactAck.received':
    'Nous avons bien reçu votre message. Notre équipe d’assistance vous répondra sous 24 heures, généralement bien plus tôt.',
  'mail.contactAck.installationGuide':
    'Si votre eSIM ne se connecte pas, le guide d’installation de notre site vous aidera souvent tout de suite.',
  'mail.contactAck.footnote':
    'Inutile de renvoyer votre message. Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.',

  'mail.contactReply.subject': 'Re: votre message à Roamly ({subject})',
  'mail.contactReply.greeting': 'Bonjour {name},',
  'mail.contactReply.replyAgain': 'Répondez à cet e-mail si vous avez besoin d’autre chose.',
  'mail.contactReply.youWrote': 'Le {date}, vous nous avez écrit : « {message} »',
} as const satisfies Translation<typeof english>;
