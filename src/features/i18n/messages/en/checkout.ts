/** The checkout page: the order summary, the card form, the pay button and the price hold. */
export default {
  'checkout.title': 'Checkout',
  'checkout.pageDescription': 'Pay for your Roamly travel eSIM securely.',
  'checkout.backToDestinations': 'Back to destinations',
  'checkout.loading': 'Loading checkout...',
  'checkout.signInTitle': 'Authentication Required',
  'checkout.signInText': 'Please sign in to continue.',
  'checkout.errorTitle': 'Error',
  'checkout.intentFailedTitle': 'Payment Initialization Failed',
  'checkout.planMissingHeading': 'Plan not found',
  'checkout.planMissingText': 'This plan is no longer on sale, or the link is wrong.',
  'checkout.unavailableHeading': 'Checkout is unavailable right now',
  'checkout.unavailableText': 'We could not load this plan. Please try again in a moment.',
  'checkout.topUpRefusedHeading': 'This top-up is not available',
  'checkout.topUpRefusedText': 'This plan cannot be added to this eSIM.',
  'checkout.browsePlans': 'Browse Plans',
  'checkout.topUpLead': 'Adds data to your existing eSIM.',
  'checkout.topUpExplained':
    'No new QR code and nothing to reinstall: the data goes on the eSIM you already have.',

  'checkout.summaryHeading': 'Order summary',
  'checkout.summaryCountry': 'Country',
  'checkout.summaryData': 'Data',
  'checkout.summaryDuration': 'Duration',
  'checkout.summaryTotal': 'Total',
  'checkout.summaryTotalWithTax': 'Total (incl. {tax} {rate}: {amount})',
  'checkout.taxName': 'VAT',
  'checkout.taxNameJapan': 'consumption tax',

  'checkout.paymentHeading': 'Payment details',
  'checkout.pay': 'Pay {price}',
  'checkout.processing': 'Processing...',
  'checkout.securePayment':
    'Secure payment by Stripe. Your eSIM is delivered instantly by e-mail and in My Orders.',
  'checkout.preparingPayment': 'Preparing secure payment...',
  'checkout.paymentNotStarted': 'The payment could not be started.',
  'checkout.tryAgain': 'Try again',
  'checkout.notReadyTitle': 'Payment not ready',
  'checkout.notReadyText': 'Please wait while the payment form loads.',
  'checkout.paymentFailedTitle': 'Payment Failed',
  'checkout.paidTitle': 'Payment Successful!',
  'checkout.paidText':
    'Your eSIM is being activated: usually within a minute, at most {minutes} minutes (by {time}). You will find it in My Orders.',
  'checkout.stillProcessing':
    'Your payment is still processing. Your order will appear in My Orders once it clears.',
  'checkout.bankConfirmation': 'Your bank needs you to confirm this payment. Please try again.',
  'checkout.notCompleted': 'Your payment could not be completed. Please try another card.',
  'checkout.formLoading': 'Loading payment form...',
  'checkout.formFailed':
    'The payment form could not be loaded. Please check your connection and refresh the page.',

  'checkout.testModeNotice':
    'Test mode: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card, 4000 0000 0000 9995 for insufficient funds.',
  'checkout.testCancelled': 'This payment was cancelled.',
  'checkout.testDeclined': 'Your card was declined.',
  'checkout.cardNumber': 'Card number',
  'checkout.cardExpiry': 'Expiry',
  'checkout.cardExpiryPlaceholder': 'MM / YY',
  'checkout.cardCvc': 'CVC',

  'checkout.heldUntil': 'Price held until {time}',
  'checkout.quoteGoneHeading': 'This price no longer holds',
  'checkout.continueAt': 'Continue at {price}',
  'checkout.quotePriceChanged':
    'The price of this plan changed from {quoted} to {current} while you were paying.',
  'checkout.quotePlanChanged':
    'This plan changed while you were paying, so it is no longer the plan you chose. Please check it again before you buy.',
  'checkout.quoteWithdrawn': 'This plan is no longer sold.',
  'checkout.quoteExpired': 'The price held for you has expired.',
  'checkout.quoteExpiredNowAt':
    'The price held for you has expired. The current price is {current}.',
  'checkout.quoteEsimRefunded': 'This eSIM has been refunded, so no data can be added to it.',
  'checkout.quoteEsimRefundAsked':
    'A refund of this eSIM has been asked for, so no data can be added to it.',
  'checkout.quoteAccountBlocked':
    'Your Roamly account is suspended for now, so we could not complete this purchase. Our support team is happy to help with any questions.',
  'checkout.quoteRefunded': 'Your payment of {quoted} has been refunded in full.',
  'checkout.quoteNotCharged': 'You have not been charged.',
  /** What changed, then whether the customer was charged: two sentences, in this order. */
  'checkout.quoteChangeAndCharge': '{change} {charge}',

  'checkout.billingHeading': 'Billing details',
  'checkout.billingCountry': 'Billing country',
  'checkout.forBusiness': "I'm buying for a business",
  'checkout.businessName': 'Company name',
  'checkout.businessAddress': 'Company address',
  'checkout.vatId': 'VAT number',
  'checkout.vatIdHint': 'With its country prefix, e.g. FR12345678901.',
  'checkout.optional': 'Optional',
  'checkout.travelDate': 'When do you travel?',
  'checkout.travelDateHint':
    'We remind you to install the eSIM the day before, if it is not installed yet.',
  'checkout.deliveryConsent':
    'I ask for my eSIM to be delivered now, within the withdrawal period. I understand that I lose my right of withdrawal once the eSIM is installed or its plan has started; until then I can cancel it for a full refund within {days} days of purchase.',
  'checkout.continueToPayment': 'Continue to payment',
  'checkout.changeBilling': 'Change billing details',
  /** VIES said the VAT number is not valid: no reverse charge, VAT included. */
  'checkout.vatNotConfirmed':
    "We could not confirm this VAT number with the EU's VIES service, so VAT is included. Check the number, or pay with VAT and add the company to the invoice later.",
  /** VIES could not answer (down, busy, too slow): VAT included all the same. */
  'checkout.vatUnreachable':
    "The EU's VIES service, which confirms VAT numbers, cannot be reached right now, so VAT is included. Try again in a few minutes, or pay with VAT and add the company to the invoice later.",
} as const;
