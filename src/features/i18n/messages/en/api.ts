/**
 * What the functions answer a customer (`{ message }`), in the language the request asks for
 * (docs/decisions/0032-answers-in-the-visitors-language.md). A few answers are page texts already
 * and keep their key there ('auth.reset.linkInvalid'). The staff console's answers stay English.
 */
export default {
  'api.auth.registered': 'Account created. Check your e-mail to confirm your address.',
  'api.auth.signedOut': 'Signed out',
  'api.auth.notSignedIn': 'Not signed in',
  'api.auth.verificationInvalid': 'This verification link is invalid or has expired.',
  'api.account.wrongPassword': 'That password is not right. Your account stays open.',
  'api.account.alreadyClosed': 'This account is already closed.',
  'api.account.closed':
    'Your account is closed. We have e-mailed you a link that reopens it within 7 days.',
  'api.account.reopenInvalid': 'This link is invalid, already used or past its 7 days.',
  'api.account.reopened': 'Your account is open again. You can sign in with your password.',
  'api.auth.throttledSeconds.one': 'Too many sign-in attempts. Try again in {count} second.',
  'api.auth.throttledSeconds.other': 'Too many sign-in attempts. Try again in {count} seconds.',
  'api.auth.throttledMinutes.one': 'Too many sign-in attempts. Try again in {count} minute.',
  'api.auth.throttledMinutes.other': 'Too many sign-in attempts. Try again in {count} minutes.',
  'api.tooManyRequests': 'Too many requests. Please wait a minute and try again.',

  'api.contact.sent': "Message sent. We'll get back to you within 24 hours.",
  'api.contact.throttled':
    'You have sent several messages already. Please wait a few minutes and try again.',

  'api.plans.countryCodeInvalid': 'Country code must be two letters, like US or fr',
  'api.checkout.planNotFound': 'Plan not found',
  'api.checkout.planDoesNotFit': 'This plan does not fit this eSIM',
  'api.checkout.notTheEsimCurrency':
    'Data for an eSIM is paid in the currency the eSIM was bought in',
  'api.checkout.paymentsUnavailable': 'Payments are not available right now.',
  'api.checkout.billingCountryUnknown': 'Choose your billing country from the list',
  'api.checkout.businessNameMissing': 'Enter the name of the company you are buying for',
  'api.checkout.businessAddressTooLong': 'The company address is too long (500 characters at most)',
  'api.checkout.vatIdInvalid':
    'This VAT number is not valid: write its two-letter country prefix, then 2 to 13 letters or digits (e.g. FR12345678901)',
  'api.checkout.travelDateInvalid': 'Choose a travel date from today to a year ahead',
  'api.checkout.consentRequired':
    'Please tick the box asking for your eSIM to be delivered now before you pay',
  'api.checkout.paymentNotFound': 'Payment not found',
  'api.checkout.checkoutMismatch': 'This payment does not match its checkout',
  'api.checkout.otherPlan': 'This payment is for another plan',
  'api.checkout.notSucceeded': 'This payment has not succeeded',
  'api.checkout.amountMismatch': 'The amount paid does not match the plan price',
  'api.checkout.quoteCancelled': 'This checkout was cancelled before it was paid',
  'api.checkout.paymentRefunded':
    'This payment was refunded in full: what it paid for is no longer sold',

  // The local test gateway's card answers, as Stripe.js words them in the payer's language.
  'api.card.declined': 'Your card was declined.',
  'api.card.insufficientFunds': 'Your card has insufficient funds.',
  'api.card.expired': 'Your card has expired.',
  'api.card.incorrectCvc': "Your card's security code is incorrect.",
  'api.card.invalidNumber': 'Your card number is invalid.',
  'api.card.liveCardInTestMode':
    'Your card was declined. Your request was in test mode, but used a non test card.',
  'api.card.paymentCancelled':
    'This payment was cancelled, so it cannot be paid. You have not been charged.',

  'api.esims.notFound': 'eSIM not found',
  'api.esims.badRefresh': 'Invalid query: refresh must be 1',
  'api.esims.checking': 'Checking your eSIM with the network…',
  'api.esims.unreachable':
    'We could not reach the network to check your eSIM. Please try again in a minute.',
  'api.topUps.plansUnavailable':
    'We could not check which plans fit this eSIM. Please try again in a moment.',

  'api.orders.notFound': 'Order not found',
  'api.orders.notReady': 'This eSIM is not ready yet',
  'api.orders.qrRefunded': 'This eSIM was refunded, so its QR code is no longer available',

  'api.refunds.alreadyRefunded': 'This order has already been refunded',
  'api.refunds.underWay': 'A refund for this order is already under way',
  'api.refunds.topUp': 'Added data cannot be cancelled on its own. Please contact support.',
  'api.refunds.topUpUnderWay':
    'Data is being added to this eSIM right now. Please try again in a few minutes.',
  'api.refunds.tooLate': 'More than {days} days since purchase',
  'api.refunds.installed': 'This eSIM is already installed',
  'api.refunds.started': 'This plan has already started',
  'api.refunds.notCancellable': 'This plan can no longer be cancelled',
  'api.refunds.providerUnavailable':
    'We cannot reach the eSIM network right now. Please try again in a few minutes.',
  'api.refunds.deliveredMeanwhile':
    'Your eSIM has just been delivered: it is in My Orders and on its way to your inbox.',
  'api.refunds.unavailable': 'Refunds are not available right now.',
  'api.refunds.accepted': 'Your refund is under way',
  'api.refunds.done': 'Your refund is on its way',
} as const;
