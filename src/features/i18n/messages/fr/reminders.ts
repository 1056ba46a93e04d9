/** Le rappel d’installation et la page de son lien de désinscription, en français. */
import type { Translation } from '../index.ts';
import type english from '../en/reminders.ts';

export default {
  'mail.installReminder.subjectDayAfter': 'Votre eSIM {country} n’est pas encore installée',
  'mail.installReminder.subjectBeforeTravel':
    'Départ le {date} : installez dès maintenant votre eSIM {country}',
  'mail.installReminder.preheader':
    'Installez-la maintenant en Wi-Fi pour avoir des données dès l’atterrissage.',
  'mail.installReminder.headingDayAfter': 'Votre eSIM attend d’être installée',
  'mail.installReminder.headingBeforeTravel': 'Installez votre eSIM avant de partir',
  'mail.installReminder.notInstalled':
    'Votre eSIM {plan} pour {country} (commande n° {order}) n’est encore installée sur aucun téléphone.',
  'mail.installReminder.tripOn': 'Votre voyage commence le {date}.',
  'mail.installReminder.why':
    'Cela prend deux minutes. Faites-le maintenant, en Wi-Fi, tant que vous avez le temps : votre téléphone aura des données dès votre arrivée.',
  'mail.installReminder.tapOnPhone':
    'Sur le téléphone qui voyage, appuyez sur le bouton correspondant ci-dessus. Vous lisez ce message sur un autre écran ? Scannez plutôt le code QR avec ce téléphone.',
  'mail.installReminder.byHand':
    'Vous préférez saisir les informations à la main ? Elles se trouvent dans Mes commandes, avec les étapes pour votre téléphone.',
  'mail.installReminder.installedAlready':
    'Vous l’avez installée entre-temps ? Ignorez simplement cet e-mail.',
  'mail.installReminder.unsubscribeText':
    'Nous envoyons au plus deux rappels d’installation par eSIM, et aucun une fois qu’elle est installée.',
  'mail.installReminder.unsubscribeLabel': 'Ne plus recevoir ces rappels',
  'reminders.unsubscribe.title': 'Rappels d’installation',
  'reminders.unsubscribe.confirm':
    'Ne plus recevoir les e-mails qui vous rappellent d’installer les eSIM achetées ? Les e-mails liés à vos commandes continueront d’arriver.',
  'reminders.unsubscribe.button': 'Ne plus recevoir ces rappels',
  'reminders.unsubscribe.done':
    'C’est fait : vous ne recevrez plus de rappels d’installation. Les e-mails liés à vos commandes continueront d’arriver.',
  'reminders.unsubscribe.invalid':
    'Ce lien n’est pas valide. Ouvrez-le à nouveau depuis l’e-mail ou contactez-nous.',
} as const satisfies Translation<typeof english>;
