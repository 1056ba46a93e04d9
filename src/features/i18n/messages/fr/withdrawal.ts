/** La fonction de rétractation, en français. */
import type { Translation } from '../index.ts';
import type english from '../en/withdrawal.ts';

export default {
  'withdrawal.linkLabel': 'Se rétracter du contrat ici',
  'withdrawal.page.title': 'Se rétracter du contrat',
  'withdrawal.page.description':
    'Rétractez-vous de votre contrat Roamly pendant le délai de rétractation, sans vous connecter.',
  'withdrawal.page.lead':
    'Vous avez acheté une eSIM au cours des {days} derniers jours ? Vous pouvez vous rétracter du contrat ici. Indiquez votre numéro de commande et l’adresse e-mail de votre compte : nous vous enverrons un lien pour confirmer.',
  'withdrawal.form.orderNumber': 'Numéro de commande',
  'withdrawal.form.orderNumberHint':
    'Tel qu’il figure dans vos e-mails de commande, par exemple #1a2b3c4d',
  'withdrawal.form.email': 'Adresse e-mail',
  'withdrawal.form.submit': 'Recevoir le lien',
  'withdrawal.form.sending': 'Envoi…',
  'withdrawal.form.failed': 'Cela n’a pas fonctionné. Veuillez réessayer.',
  'withdrawal.confirm.title': 'Confirmer la rétractation',
  'withdrawal.confirm.lead': 'Vous vous rétractez du contrat suivant :',
  'withdrawal.confirm.order': 'Numéro de commande',
  'withdrawal.confirm.plan': 'Forfait',
  'withdrawal.confirm.bought': 'Acheté le',
  'withdrawal.confirm.email': 'Confirmation envoyée à',
  'withdrawal.confirm.name': 'Votre nom',
  'withdrawal.confirm.button': 'Confirmer la rétractation',
  'withdrawal.confirm.sending': 'Envoi…',
  'withdrawal.confirm.loading': 'Chargement de votre contrat…',
  'withdrawal.confirm.alreadyReceived':
    'Nous avons reçu votre rétractation de ce contrat le {date}.',
  'withdrawal.confirm.noLink': 'Cette page s’ouvre depuis le lien reçu par e-mail.',
  'withdrawal.confirm.askAgain': 'Demander un nouveau lien',
  'mail.withdrawal.link.subject': 'Confirmez votre rétractation de la commande #{order}',
  'mail.withdrawal.link.heading': 'Se rétracter de votre contrat',
  'mail.withdrawal.link.body':
    'Vous avez demandé à vous rétracter du contrat de votre eSIM {plan} pour {country} (commande #{order}). Ouvrez le lien ci-dessous et confirmez votre rétractation.',
  'mail.withdrawal.link.footnote':
    'Le lien est valable {hours} heures. Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
  'mail.withdrawal.received.subject': 'Nous avons reçu votre rétractation (commande #{order})',
  'mail.withdrawal.received.heading': 'Votre rétractation a bien été reçue',
  'mail.withdrawal.received.content':
    '{name}, vous vous êtes rétracté(e) du contrat de l’eSIM {plan} pour {country} (commande #{order}, achetée le {boughtOn} pour {amount}).',
  'mail.withdrawal.received.atUtc': 'Nous avons reçu votre rétractation le {utc}.',
  'mail.withdrawal.received.atLocal': 'Dans votre fuseau horaire ({zone}), il était {local}.',
  'mail.withdrawal.received.refunded':
    'Le forfait n’avait pas été utilisé : nous avons donc annulé l’eSIM et remboursé {amount} sur votre moyen de paiement d’origine. Le remboursement apparaît généralement sur votre relevé sous 5 à 10 jours ouvrés.',
  'mail.withdrawal.received.refundUnderWay':
    'Le forfait n’avait pas été utilisé : nous annulons donc l’eSIM et remboursons {amount} sur votre moyen de paiement d’origine. Vous recevrez un e-mail une fois le remboursement effectué.',
  'mail.withdrawal.received.deliveryStarted':
    'Votre eSIM était déjà installée ou son forfait avait commencé. Lors de la commande, vous nous avez demandé de la livrer immédiatement et avez reconnu perdre votre droit de rétractation dès le début de la livraison (voir nos conditions ; directive européenne 2011/83/UE, article 16, point m). Aucun remboursement n’est donc dû pour cette commande.',
  'mail.withdrawal.received.support':
    'Notre équipe d’assistance va examiner votre commande et vous écrira sous 2 jours ouvrés au sujet de votre argent.',
  'mail.withdrawal.received.questions':
    'Une question, ou une erreur selon vous ? Répondez à cet e-mail ou écrivez à {support}.',
  'mail.withdrawal.withinPeriod':
    'Vous avez changé d’avis ? Vous pouvez vous rétracter de ce contrat jusqu’au {date}.',
  'mail.withdrawal.consent.given':
    'Confirmation de votre demande : lors de votre commande, le {date}, vous avez demandé à être livré pendant le délai de rétractation et coché la mention suivante :',
  'mail.withdrawal.consent.quoted': '« {text} »',
  'mail.withdrawal.consent.meaning':
    'Ce que cela implique pour votre droit de rétractation : tant que l’eSIM n’est pas installée et que son forfait n’a pas commencé, vous pouvez encore vous rétracter dans les {days} jours suivant l’achat et être remboursé intégralement. Dès que l’eSIM est installée ou que son forfait a commencé, vous n’avez plus de droit de rétractation, comme vous l’avez reconnu.',
  'api.withdrawal.linkSent':
    'Si ce numéro de commande correspond à cette adresse e-mail et que la commande est encore dans son délai de rétractation, nous avons envoyé un lien à cette adresse. Ouvrez-le pour confirmer votre rétractation.',
  'api.withdrawal.linkInvalid':
    'Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  'api.withdrawal.periodOver':
    'Le délai de rétractation de {days} jours de cette commande est écoulé.',
  'api.withdrawal.received':
    'Votre rétractation a bien été reçue, et nous vous en avons envoyé la confirmation par e-mail.',
  'api.withdrawal.refunded': 'Le forfait n’a pas été utilisé : {amount} vous sont remboursés.',
  'api.withdrawal.refundUnderWay':
    'Le forfait n’a pas été utilisé : nous remboursons {amount} et vous écrirons une fois le remboursement effectué.',
  'api.withdrawal.deliveryStarted':
    'Votre eSIM était déjà installée ou son forfait avait commencé : selon nos conditions, votre droit de rétractation avait pris fin et aucun remboursement n’est dû. Si vous pensez qu’il s’agit d’une erreur, contactez l’assistance.',
  'api.withdrawal.support':
    'Notre équipe d’assistance va examiner votre commande et vous écrira sous 2 jours ouvrés.',
  'validation.withdrawal.orderNumber':
    'Saisissez le numéro figurant dans votre e-mail de commande, par exemple #1a2b3c4d',
  'validation.withdrawal.name': 'Saisissez votre nom',
  'validation.withdrawal.link': 'Ce lien n’est pas valide. Veuillez en demander un nouveau.',
} as const satisfies Translation<typeof english>;
