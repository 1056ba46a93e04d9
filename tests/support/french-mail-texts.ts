/**
 * A French translator for the mail tests: the English catalogue with a few mail texts in French,
 * fixed here so a reworded translation does not move the tests, and enough to see which language
 * each part of a mail was written in.
 */
import { CATALOGUES } from '../../src/features/i18n/messages/index.ts';
import { translatorOf, type Messages, type Translator } from '../../src/features/i18n/translate.ts';

export const FRENCH_MAIL_TEXTS = {
  'mail.layout.footer':
    'Roamly · eSIM de voyage prépayées · Vous recevez cet e-mail suite à une action sur roamly',
  'mail.layout.buttonFallback': 'Si le bouton ne fonctionne pas, ouvrez ce lien : {link}',
  'mail.layout.labelledLink': '{label} : {url}',
  'mail.verify.subject': 'Confirmez votre adresse e-mail',
  'mail.reset.subject': 'Réinitialisez votre mot de passe Roamly',
  'mail.accountExists.subject': 'Vous avez déjà un compte Roamly',
  'mail.accountBlocked.subject': 'Votre compte Roamly a été suspendu',
  'mail.accountUnblocked.subject': 'Votre compte Roamly est de nouveau actif',
  'mail.esimReady.subject': 'Votre eSIM {country} est prête à installer',
  'mail.orderFailed.subject': 'Nous n’avons pas pu activer votre eSIM',
  'mail.dataAdded.subject': 'Données ajoutées à votre eSIM',
  'mail.usage80.subject': 'Vous avez utilisé 80 % de vos données',
  'mail.usage80.dataLeft': 'Il reste {left} sur {total} à votre eSIM {country}.',
  'mail.firstUse.subject': 'Votre forfait a commencé',
  'mail.firstUse.startedUntil.one':
    'Votre forfait a commencé : il se termine dans {count} jour, le {end} UTC.',
  'mail.firstUse.startedUntil.other':
    'Votre forfait a commencé : il se termine dans {count} jours, le {end} UTC.',
  'mail.refund.subject': 'Votre remboursement est en route',
  'mail.refund.revoked':
    'Nous avons annulé votre eSIM {plan} pour {country} (commande n° {order}) et remboursé {amount} sur votre moyen de paiement.',
  'mail.paymentRefunded.subject': 'Votre paiement a été remboursé',
  'mail.contactAck.subject': 'Nous avons bien reçu votre message',
  'mail.contactReply.subject': 'Re : votre message à Roamly ({subject})',
  'mail.contactReply.youWrote': 'Vous nous avez écrit le {date} : « {message} »',
  'support.form.subjectRefund': 'Demande de remboursement',
} satisfies Partial<Messages>;

/** The stand-in: French where FRENCH_MAIL_TEXTS has the text, English elsewhere. */
export function frenchStandIn(): Translator {
  return translatorOf({ ...CATALOGUES.en, ...FRENCH_MAIL_TEXTS }, 'fr');
}
