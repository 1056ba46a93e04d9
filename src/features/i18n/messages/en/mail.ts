/**
 * Every mail a customer gets, in the customer's language (the account's), and the mail frame's
 * own texts. Mails to the shop's staff and owners stay in English and are not here.
 */
export default {
  'mail.layout.footer':
    'Roamly · Prepaid travel eSIMs · You receive this e-mail because of an action on roamly',
  'mail.layout.buttonFallback': 'If the button does not work, open this link: {link}',
  'mail.layout.labelledLink': '{label}: {url}',

  'mail.common.signIn': 'Sign in',
  'mail.common.openMyOrders': 'Open My Orders',

  'mail.verify.subject': 'Confirm your e-mail address',
  'mail.verify.preheader': 'One click to confirm your Roamly account.',
  'mail.verify.heading': 'Confirm your e-mail address',
  'mail.verify.welcome':
    'Welcome to Roamly. Please confirm that this is your e-mail address, so your eSIM QR codes and receipts reach you.',
  'mail.verify.linkLimits': 'The link works once and expires in 24 hours.',
  'mail.verify.button': 'Confirm my e-mail',
  'mail.verify.notYou':
    'Did not create a Roamly account? Then do not open the link: someone typed your address. Ignore this e-mail and that account stays unconfirmed.',

  'mail.reset.subject': 'Reset your Roamly password',
  'mail.reset.preheader': 'Choose a new password for your Roamly account.',
  'mail.reset.heading': 'Reset your password',
  'mail.reset.asked': 'Someone, probably you, asked to reset the password of your Roamly account.',
  'mail.reset.linkLimits': 'The link works once and expires in 1 hour.',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.notYou':
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',

  'mail.accountExists.subject': 'You already have a Roamly account',
  'mail.accountExists.preheader': 'Someone tried to sign up with your e-mail address.',
  'mail.accountExists.heading': 'You already have an account',
  'mail.accountExists.tried':
    'Someone, probably you, tried to create a Roamly account with this e-mail address. It already has one, so nothing was changed.',
  'mail.accountExists.forgotPassword': 'Forgot your password? Choose a new one here: {link}',
  'mail.accountExists.notYou': 'If this was not you, you can ignore this e-mail.',

  'mail.accountBlocked.subject': 'Your Roamly account was suspended',
  'mail.accountBlocked.suspended':
    'Our support team has suspended your Roamly account: you are signed out everywhere, and you cannot sign in for now.',
  'mail.accountBlocked.esimsKeepWorking':
    'eSIMs you already installed keep working until their plans end.',
  'mail.accountBlocked.reply':
    'If you think this is a mistake, reply to this e-mail and tell us. A person reads every reply.',
  'mail.accountUnblocked.subject': 'Your Roamly account is active again',
  'mail.accountUnblocked.lifted':
    'We have lifted the suspension: you can sign in again with your password.',
  'mail.accountClosed.subject': 'Your Roamly account is closed',
  'mail.accountClosed.closed':
    'As you asked, your Roamly account is closed: you are signed out everywhere and cannot sign in.',
  'mail.accountClosed.erasure':
    'If you change your mind, the button below reopens it within {days} days. After that we erase your personal data for good.',
  'mail.accountClosed.kept':
    'The law requires us to keep your orders and invoices for the accounting period; they are kept, and nothing else.',
  'mail.accountClosed.esimsKeepWorking':
    'eSIMs you already installed keep working until their plans end.',
  'mail.accountClosed.undo': 'Reopen my account',

  'mail.esimReady.subject': 'Your {country} eSIM is ready to install',
  'mail.esimReady.preheader':
    '{plan} for {country}: install it with one tap on your phone, or scan the QR code.',
  'mail.esimReady.heading': 'Your eSIM is ready',
  'mail.esimReady.qrAlt': 'eSIM QR code for {plan}',
  'mail.esimReady.installOnIphone': 'Install on iPhone',
  'mail.esimReady.installOnAndroid': 'Install on Android',
  'mail.esimReady.onThisPhone':
    'Reading this on the phone that will use the eSIM? Tap the button for it above (iPhone: iOS 17.4 or later, opened in Safari or your default browser; Android: where the maker supports it). On another screen, scan the QR code with the phone instead.',
  'mail.esimReady.plan': 'Plan: {plan} ({data}, {duration}) for {country}. Order #{order}.',
  'mail.esimReady.paid': 'Amount paid: {amount}.',
  'mail.esimReady.beforeYouTravel':
    'Install it before you travel, on Wi-Fi. The QR code can be installed once, so do not delete the eSIM afterwards. Its validity starts when it first connects at your destination.',
  'mail.esimReady.iphoneSteps':
    'iPhone: Settings → Mobile Data (Cellular) → Add eSIM → Use QR Code, then scan the code above.',
  'mail.esimReady.androidSteps':
    'Android: Settings → Network & internet (Samsung: Connections → SIM manager) → Add eSIM → Scan QR code.',
  'mail.esimReady.byHand':
    "Can't scan? Enter the details by hand. SM-DP+ address: {smdpAddress}. Activation code: {activationCode}. ICCID: {iccid}.",
  'mail.esimReady.beforeYouFly':
    'Before you fly: make sure only the eSIM carries data, so your home line runs up no roaming bill.',
  'mail.esimReady.flyIphone':
    'iPhone:\n1. Settings → Mobile Data → your home line: turn Data Roaming off (keep the line on for calls and texts if you like).\n2. Settings → Mobile Data → Mobile Data: choose the eSIM, and turn off Allow Mobile Data Switching.\n3. Settings → Mobile Data → the eSIM line: turn Data Roaming on.\n4. Do it at the gate or on landing, before you turn Airplane Mode off. Back home, choose your home line for Mobile Data again.',
  'mail.esimReady.flyAndroid':
    'Android:\n1. Keep your home SIM for calls and texts, and turn its roaming off (Pixel: Settings → Network & internet → SIMs → your home SIM → Roaming).\n2. Choose the eSIM for mobile data (Samsung: Settings → Connections → SIM manager → Mobile data; Pixel: SIMs → the eSIM → Mobile data) and turn off automatic data switching.\n3. Turn roaming on for the eSIM (Samsung: Settings → Connections → Mobile networks → Data roaming; Pixel: SIMs → the eSIM → Roaming).\n4. Do it at the gate or on landing. Back home, choose your home SIM for mobile data again.',
  'mail.esimReady.flyGuide':
    'Every step, with the Samsung and Pixel menus, is in our installation guide.',
  'mail.esimReady.flyGuideLink': 'Before you fly',
  'mail.esimReady.footnote':
    'The QR code is also in My Orders and My Account. Need help? Reply to this e-mail or use the chat on our site.',

  'mail.orderFailed.subject': 'We could not activate your eSIM',
  'mail.orderFailed.notIssued':
    'Your payment for {plan} ({country}, order #{order}) went through, but the network did not issue your eSIM.',
  'mail.orderFailed.supportTold':
    'Our support team has been told and will get back to you within 2 hours. If we cannot deliver it, you get a full refund to your card within 5-10 business days.',
  'mail.orderFailed.contactSupport': 'Contact support',
  'mail.deliveryLate.subject': 'Your eSIM is late',
  'mail.deliveryLate.preheader': 'Your eSIM has not arrived yet: what we are doing about it.',
  'mail.deliveryLate.late':
    'We promised your {plan} eSIM for {country} (order #{order}) within {minutes} minutes of payment, and it has not arrived yet. We are sorry.',
  'mail.deliveryLate.offer':
    "We are on it, and it will reach you by e-mail and in My Orders as soon as the network assigns it. If you would rather not wait, you can have your {amount} back in full now: open My Orders and press 'Refund now'. Once refunded, this eSIM is no longer delivered.",
  'mail.deliveryLate.refunding':
    'So that you are not left waiting, we are refunding your {amount} in full to your original payment method, and a confirmation follows. This eSIM will not be delivered; you can buy a new plan at any time.',
  'mail.deliveryLate.refundButton': 'Refund now in My Orders',
  'mail.deliveryLate.footnote': 'Questions? Reply to this e-mail or use the chat on our site.',

  'mail.dataAdded.subject': 'Data added to your eSIM',
  'mail.dataAdded.preheader': '{data} for {country} is on your eSIM. Nothing to reinstall.',
  'mail.dataAdded.added':
    '{plan} ({data}, {duration}) for {country} is now on your eSIM (ICCID {iccid}). Order #{order}.',
  'mail.dataAdded.addedNoIccid':
    '{plan} ({data}, {duration}) for {country} is now on your eSIM. Order #{order}.',
  'mail.dataAdded.nothingToReinstall':
    'There is no new QR code and nothing to reinstall: keep using the eSIM you already have. The new data starts as soon as your current plan is used up or ends.',
  'mail.dataAdded.footnote':
    'Your data left and the plans queued on this eSIM are in My Orders. Need help? Reply to this e-mail or use the chat on our site.',

  'mail.usage.addData': 'Add data',
  'mail.usage.footnote':
    'Order #{order}. Need help? Reply to this e-mail or use the chat on our site.',
  'mail.usage80.subject': 'You have used 80% of your data',
  'mail.usage80.dataLeft': 'Your {country} eSIM has {left} of {total} left.',
  'mail.usage80.runningLow': 'Your {country} eSIM is running low on data.',
  'mail.usage80.addDataNow':
    'Add data now so you stay connected. The data goes onto the eSIM you already have: nothing to reinstall.',
  'mail.usage100.subject': 'Your data is used up',
  'mail.usage100.noDataLeft': 'Your {country} eSIM has no data left.',
  'mail.usage100.addData':
    'Add data to get back online in a minute. The data goes onto the eSIM you already have: nothing to reinstall.',
  'mail.firstUse.subject': 'Your plan has started',
  'mail.firstUse.preheader': 'Your {country} eSIM is connected.',
  'mail.firstUse.started': 'Your plan has started.',
  'mail.firstUse.startedUntil.one':
    'Your plan has started: {count} day from now, on {end} UTC, it ends.',
  'mail.firstUse.startedUntil.other':
    'Your plan has started: {count} days from now, on {end} UTC, it ends.',
  'mail.firstUse.connected':
    'Your {country} eSIM is connected. My Orders shows the data and days you have left.',
  'mail.firstUse.connectedWith':
    'Your {country} eSIM is connected ({size}). My Orders shows the data and days you have left.',
  'mail.firstUse.connectedUnlimited':
    'Your {country} eSIM is connected (unlimited data). My Orders shows the data and days you have left.',
  'mail.firstUse.seeDataLeft': 'See data left',

  'mail.refund.subject': 'Your refund is on its way',
  'mail.refund.preheader': '{amount} for {plan} ({country}) is on its way back to you.',
  'mail.refund.revoked':
    'We have cancelled your {plan} eSIM for {country} (order #{order}) and refunded {amount} to your original payment method.',
  'mail.refund.kept':
    'We have refunded {amount} for your {plan} eSIM for {country} (order #{order}) to your original payment method.',
  'mail.refund.undelivered':
    'We could not deliver your {plan} eSIM for {country} (order #{order}), so we have refunded {amount} to your original payment method.',
  'mail.refund.onStatement':
    'It usually shows on your statement within 5-10 business days, depending on your bank.',
  'mail.refund.revokedNothingToInstall':
    'The eSIM no longer has a plan on it, so there is nothing to install. If you still need data for your trip, you can buy a new plan at any time.',
  'mail.refund.keptNothingToDo': 'Your eSIM stays as it is: there is nothing you need to do.',
  'mail.refund.buyAgain':
    'If you still need data for your trip, you can buy a new plan at any time.',
  'mail.refund.footnote':
    'Questions about your refund? Reply to this e-mail or use the chat on our site.',

  'mail.paymentRefunded.subject': 'Your payment has been refunded',
  'mail.paymentRefunded.preheader':
    'Your payment for {plan} ({country}) has been refunded in full.',
  'mail.paymentRefunded.whatFor':
    'It was for {plan} ({data}, {duration}) for {country}; nothing was bought with it. The refund usually shows on your statement within 5-10 business days.',
  'mail.paymentRefunded.reference': 'Payment reference: {reference}.',
  'mail.paymentRefunded.seePlans': 'See the plans we sell',
  'mail.paymentRefunded.seePlan': 'See the plan as sold now',
  'mail.paymentRefunded.buyAgain': 'Buy at the current price',
  'mail.paymentRefunded.contactSupport': 'Contact our support team',
  'mail.paymentRefunded.footnote':
    'Questions about this payment? Reply to this e-mail or use the chat on our site.',

  'mail.contactAck.subject': 'We received your message',
  'mail.contactAck.heading': 'Thanks for contacting Roamly',
  'mail.contactAck.received':
    'We received your message. Our support team will reply within 24 hours, usually much sooner.',
  'mail.contactAck.installationGuide':
    'For an eSIM that will not connect, the installation guide on our site often helps at once.',
  'mail.contactAck.footnote':
    'You do not need to send your message again. If you did not write to us, you can ignore this e-mail.',

  'mail.contactReply.subject': 'Re: your message to Roamly ({subject})',
  'mail.contactReply.greeting': 'Hello {name},',
  'mail.contactReply.replyAgain': 'Reply to this e-mail if you need anything else.',
  'mail.contactReply.youWrote': 'You wrote to us on {date}: "{message}"',
} as const;
