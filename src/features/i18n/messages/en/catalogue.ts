/** The list of destinations, a country's and a region's plans, and the cards they show. */
export default {
  'catalogue.countryCard.plans.one': '{count} plan available',
  'catalogue.countryCard.plans.other': '{count} plans available',
  'catalogue.regionCard.countries.one': '{count} country',
  'catalogue.regionCard.countries.other': '{count} countries',

  'catalogue.plan.popular': 'Most Popular',
  'catalogue.plan.multiCountry': 'Multi-Country',
  'catalogue.plan.instant': 'Instant',
  'catalogue.plan.worksIn.one': 'Works in {count} country',
  'catalogue.plan.worksIn.other': 'Works in {count} countries',
  // Between the names of the countries a plan covers.
  'catalogue.plan.coveredSeparator': ', ',
  'catalogue.plan.oneTimePayment': 'One-time payment',
  'catalogue.plan.buy': 'Get eSIM Now',
  // Read after 'Get eSIM Now' by screen readers only.
  'catalogue.plan.buyDetails': ': {plan}, {country}',
  'catalogue.plan.signInTitle': 'Login Required',
  'catalogue.plan.signInText': 'Please sign in to purchase this eSIM plan.',
  // What search engines are told about each plan (schema.org Product).
  'catalogue.plan.productName': '{country} eSIM {plan}',
  'catalogue.plan.productDescription':
    'Prepaid data eSIM for {country}: {data}, valid {duration} from activation. {price} one-time payment.',
  'catalogue.plan.productCategory': 'Travel eSIM',

  // A plan's facts on its card and at checkout (plan-fact-lines.ts); only what is known is shown.
  'catalogue.facts.networks': 'Networks: {networks}',
  'catalogue.facts.hotspotAllowed': 'Hotspot allowed',
  'catalogue.facts.noHotspot': 'Hotspot not allowed',
  'catalogue.facts.startsOnConnection':
    'Validity starts when you first connect at your destination',
  'catalogue.facts.startsOnInstallation': 'Validity starts when you install the eSIM',
  // Unlimited plans: '{amount}' is the daily data at full speed ('2 GB'), '{speed}' the speed after it.
  'catalogue.facts.fairUse': 'Full speed up to {amount} a day, then {speed}',
  'catalogue.facts.fairUseSpeed': 'Slows to {speed} after fair use',
  'catalogue.facts.mbps': '{speed}\u00a0Mbps',
  'catalogue.facts.kbps': '{speed}\u00a0kbps',

  // A plan's data and validity on other languages' pages; English shows the spreadsheet's words.
  'catalogue.planLabel.unlimited': 'Unlimited',
  'catalogue.planLabel.days.one': '{count} Day',
  'catalogue.planLabel.days.other': '{count} Days',
  'catalogue.planLabel.label': '{data} {duration}',

  'catalogue.countries.title': 'All Destinations: eSIMs for 190+ Countries',
  'catalogue.countries.description.one':
    'Find a prepaid travel eSIM for any of {count} destination or 12 regional bundles. Search by country, compare data plans, buy online.',
  'catalogue.countries.description.other':
    'Find a prepaid travel eSIM for any of {count} destinations or 12 regional bundles. Search by country, compare data plans, buy online.',
  'catalogue.countries.heading': 'Choose your destination',
  'catalogue.countries.lead':
    'Prepaid data eSIMs for every country on your itinerary, or one regional bundle for the whole trip.',
  'catalogue.countries.countriesHeading': 'Countries',
  'catalogue.countries.regionsHeading': 'Regional bundles',
  'catalogue.search.label': 'Search countries',
  'catalogue.search.placeholder': 'Search countries...',
  'catalogue.search.empty': 'No countries found matching "{query}".',
  'catalogue.search.found.one': '{count} destinations found',
  'catalogue.search.found.other': '{count} destinations found',

  'catalogue.country.title': '{country} eSIM: Prepaid Travel Data Plans',
  'catalogue.country.description.one':
    'Buy a {country} travel eSIM online from {price}. {count} data plan, instant QR code delivery, no roaming fees.',
  'catalogue.country.description.other':
    'Buy a {country} travel eSIM online from {price}. {count} data plans, instant QR code delivery, no roaming fees.',
  'catalogue.country.descriptionNoPlans':
    'Travel eSIM data plans for {country}: instant delivery by QR code, no roaming fees.',
  'catalogue.country.allCountries': 'All countries',
  // The destination's greeting in its own language, from the catalogue's presentation ('Bonjour').
  'catalogue.country.greeting': '{greeting}!',
  'catalogue.country.heading': '{country} eSIM',
  'catalogue.country.strap': 'Prepaid data, instant activation',
  'catalogue.country.strapWithLandmark':
    'From {landmark} and beyond: prepaid data, instant activation',
  'catalogue.country.plansHeading.one': '{count} eSIM plan available',
  'catalogue.country.plansHeading.other': '{count} eSIM plans available',
  'catalogue.country.dataOnly':
    'Data only. Validity starts when the eSIM first connects at your destination.',
  // When a plan on the page starts at installation, not at the first connection.
  'catalogue.country.dataOnlyEachPlan': 'Data only. Each plan says when its validity starts.',
  'catalogue.country.noPlans': 'No plans available for this country yet.',

  'catalogue.region.title': '{region} eSIM Plans',
  'catalogue.region.description.one':
    '{region} eSIM bundle: one prepaid data plan across {count} country from {price}. Instant QR delivery.',
  'catalogue.region.description.other':
    '{region} eSIM bundle: one prepaid data plan across {count} countries from {price}. Instant QR delivery.',
  'catalogue.region.descriptionNoPrice.one':
    '{region} eSIM bundle: one prepaid data plan across {count} country. Instant QR delivery.',
  'catalogue.region.descriptionNoPrice.other':
    '{region} eSIM bundle: one prepaid data plan across {count} countries. Instant QR delivery.',
  'catalogue.region.backHome': 'Back to Home',
  'catalogue.region.statCountries': 'Countries',
  'catalogue.region.statPlans': 'Available plans',
  'catalogue.region.statInstant': 'Instant',
  'catalogue.region.statActivation': 'Activation',
  'catalogue.region.choosePlan': 'Choose your {region} plan',
  'catalogue.region.noPlans': 'No plans available in this region yet.',
  'catalogue.region.countriesHeading': 'Countries in this bundle',
} as const;
