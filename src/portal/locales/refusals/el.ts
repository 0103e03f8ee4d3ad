// Greek: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Αυτό το email και ο κωδικός δεν αντιστοιχούν σε κανέναν λογαριασμό. Ελέγξτε τα και τα δύο ή επαναφέρετε τον κωδικό από το «Ξεχάσατε τον κωδικό;».",
  signInNoMatchOperator:
    "Αυτό το email και ο κωδικός δεν αντιστοιχούν σε κανέναν λογαριασμό. Ελέγξτε τα και τα δύο ή ζητήστε από τον διαχειριστή της υπηρεσίας να επαναφέρει τον κωδικό.",
  signInTooMany: "Πάρα πολλές αποτυχημένες συνδέσεις για αυτό το email ή από αυτή τη διεύθυνση: δοκιμάστε ξανά σε {minutes} λεπ.",
  signInsToAccountTooMany: "Πάρα πολλές συνδέσεις σε αυτόν τον λογαριασμό: δοκιμάστε ξανά σε {minutes} λεπ.",
  signUpsTooMany: "Πάρα πολλές εγγραφές από αυτή τη διεύθυνση: δοκιμάστε ξανά σε {minutes} λεπ.",
  wrongAnswersTooMany: "Πάρα πολλές λάθος απαντήσεις: δοκιμάστε ξανά σε {minutes} λεπ.",
  resetRequestsTooMany: "Πάρα πολλά αιτήματα επαναφοράς για αυτό το email ή από αυτή τη διεύθυνση: δοκιμάστε ξανά σε {minutes} λεπ.",
  passwordChecksTooMany:
    "Πάρα πολλοί ταυτόχρονοι έλεγχοι κωδικού από αυτή τη διεύθυνση (έως {count} σε αναμονή): δοκιμάστε ξανά σε λίγα δευτερόλεπτα",
  passwordChecksBusy: "Η υπηρεσία είναι απασχολημένη με ελέγχους κωδικών: δοκιμάστε ξανά σε λίγα δευτερόλεπτα",
  signInCodeNeeded: "Εισαγάγετε τον 6ψήφιο κωδικό από την εφαρμογή ελέγχου ταυτότητας ή έναν από τους κωδικούς ανάκτησης",
  signInCodeWrong: "Ο κωδικός δεν είναι σωστός (ή έχει ήδη χρησιμοποιηθεί): εισαγάγετε τον κωδικό που δείχνει τώρα η εφαρμογή",
  codeNeeded: "Εισαγάγετε τον 6ψήφιο κωδικό από την εφαρμογή ελέγχου ταυτότητας ή έναν κωδικό ανάκτησης",
  codeWrong: "Ο κωδικός δεν είναι σωστός (ή έχει ήδη χρησιμοποιηθεί)",
  passwordNeeded: "Εισαγάγετε τον κωδικό πρόσβασης",
  passwordWrong: "Ο κωδικός πρόσβασης δεν είναι σωστός",
  currentPasswordWrong: "Ο τρέχων κωδικός πρόσβασης δεν είναι σωστός",
  signUpClosed: "Οι εγγραφές είναι κλειστές σε αυτή την υπηρεσία: ζητήστε λογαριασμό από τον διαχειριστή",
  signUpRefused: "Δεν μπορεί να δημιουργηθεί λογαριασμός με αυτό το email: αν είναι δικό σας, συνδεθείτε",
  passwordLinkUnusable: "Αυτός ο σύνδεσμος δεν λειτουργεί (έχει χρησιμοποιηθεί, έχει λήξει ή είναι ελλιπής): ζητήστε νέο",
  passwordLinkNotWhole: "Αυτός ο σύνδεσμος είναι ελλιπής: ανοίξτε τον σύνδεσμο που σας έδωσε ο διαχειριστής",
  resetNotMailed: "Αυτή η υπηρεσία δεν στέλνει επαναφορές κωδικού με email: ζητήστε από τον διαχειριστή σύνδεσμο για να ορίσετε νέο κωδικό",
  emailInvalid: "Εισαγάγετε μια διεύθυνση email, π.χ. you@example.com",
  newPasswordLength: "Ο κωδικός πρόσβασης πρέπει να έχει {min} έως {max} χαρακτήρες (μερικές λέξεις κάνουν καλό κωδικό)",
  passwordLength: "Ο κωδικός πρόσβασης πρέπει να έχει 1 έως {max} χαρακτήρες",
  codeShapeWithRecovery:
    "Ο κωδικός πρέπει να είναι τα 6 ψηφία που δείχνει η εφαρμογή ελέγχου ταυτότητας ή ένας κωδικός ανάκτησης, π.χ. abcd-efgh-ijkl-mnop",
  codeShape: "Ο κωδικός πρέπει να είναι τα 6 ψηφία που δείχνει η εφαρμογή ελέγχου ταυτότητας",
  notSignedIn: "Δεν έχετε συνδεθεί (ή η συνεδρία σας έληξε): συνδεθείτε ξανά",
  accountGone: "Αυτός ο λογαριασμός δεν υπάρχει πια",
  stepUpCode:
    "Αυτή η αλλαγή χρειάζεται τον κωδικό ελέγχου ταυτότητας, καταχωρισμένο μέσα στα τελευταία {minutes} λεπ.: επιβεβαιώστε τον και επαναλάβετε την αλλαγή",
  stepUpPassword:
    "Αυτή η αλλαγή χρειάζεται τον κωδικό πρόσβασης, καταχωρισμένο μέσα στα τελευταία {minutes} λεπ.: επιβεβαιώστε τον και επαναλάβετε την αλλαγή",
  crossOrigin:
    "Οι αλλαγές στην πύλη γίνονται δεκτές μόνο από τη σελίδα της ίδιας της πύλης στο {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Η σύνδεση δύο παραγόντων είναι ήδη ενεργή: απενεργοποιήστε την πρώτα για να ξεκινήσετε από την αρχή με νέα εφαρμογή",
  twoFactorAlreadyOff: "Η σύνδεση δύο παραγόντων είναι ήδη ανενεργή",
  twoFactorNotStarted: "Ξεκινήστε πρώτα τη ρύθμιση της σύνδεσης δύο παραγόντων: κανένα νέο κλειδί δεν περιμένει τον κωδικό του",
  twoFactorCodeMismatch:
    "Ο κωδικός δεν ταιριάζει με το νέο κλειδί: ελέγξτε το ρολόι της εφαρμογής και εισαγάγετε τον κωδικό που δείχνει τώρα",
  twoFactorRestarted: "Η ρύθμιση ξεκίνησε ξανά αλλού: χρησιμοποιήστε το πιο πρόσφατο κλειδί που εμφανίστηκε",

  apiKeyName: "Το όνομα πρέπει να έχει 1 έως {max} χαρακτήρες, π.χ. «Διακομιστής καταστήματος»",
  apiKeyUnknown: "Κανένα κλειδί API {id} δεν ανήκει σε αυτόν τον λογαριασμό",
  clientGone: "Ο πελάτης αυτού του λογαριασμού δεν υπάρχει πια",
  languageUnknown: "Η γλώσσα πρέπει να είναι κωδικός γλώσσας που μιλά η υπηρεσία, π.χ. «en», «de», «pt» ή «zh-Hant»",

  integrationUnknown: "Η ενοποίηση {id} δεν υπάρχει: χρησιμοποιήστε ένα id από το GET /api/v1/integrations",
  shopNameInvisible:
    "Το όνομα δεν έχει κανέναν ορατό χαρακτήρα (μόνο κενά, συνδέσμους ή άλλους αόρατους χαρακτήρες): δώστε το όνομα του καταστήματος όπως πρέπει να το διαβάζουν οι πληρωτές",
  urlNotHttp: "Το {field} πρέπει να είναι απόλυτο URL http(s)",
  supportUrlNotHttp: "Το supportUrl πρέπει να είναι απόλυτο URL http(s), π.χ. https://shop.example/help",
  supportUrlCredentials: "Το supportUrl δεν πρέπει να περιέχει διαπιστευτήρια (user:password@): το βλέπουν οι πληρωτές",
  urlNotHttps: "Το {field} πρέπει να χρησιμοποιεί https· ελήφθη {got}",
  urlUserinfo:
    "Το {field} δεν πρέπει να περιέχει χρήστη ή κωδικό πριν από το «@» (διαβάζεται ως {shownHost} αλλά οδηγεί στο {host}): δώστε τη δική διεύθυνση του καταστήματος",
  urlHttpSandbox:
    "Το {field} πρέπει να χρησιμοποιεί https (το http γίνεται δεκτό μόνο για localhost, 127.0.0.1 και [::1] σε λειτουργία sandbox)· ελήφθη {origin}",
  logoUrlNotHttps: "Το logoUrl πρέπει να είναι απόλυτο URL https (ή null για κανένα)",
  accentColor: "Το accentColor πρέπει να είναι χρώμα της μορφής #rrggbb (ή null για το προεπιλεγμένο)",
  callbackUrlNotHttp: "Το callbackUrl πρέπει να είναι URL http(s)",
  callbackUrlCredentials:
    "Το callbackUrl δεν πρέπει να περιέχει διαπιστευτήρια (user:password@): επαληθεύστε τις επανακλήσεις από την κεφαλίδα webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "Το callbackUrl απορρίπτεται: το {host} αντιστοιχεί σε {address}· ο προορισμός επανάκλησης {ip} είναι {range}: απορρίπτεται εκτός λειτουργίας sandbox (κανόνας «{rule}»· το WEBHOOK_ALLOW_PRIVATE=1 το επιτρέπει)",
  callbackDestinationNever:
    "Το callbackUrl απορρίπτεται: το {host} αντιστοιχεί σε {address}· ο προορισμός επανάκλησης {ip} είναι {range}: οι επανακλήσεις δεν πηγαίνουν ποτέ εκεί (κανόνας «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "Το callbackUrl απορρίπτεται: ο προορισμός επανάκλησης {ip} είναι {range}: απορρίπτεται εκτός λειτουργίας sandbox (κανόνας «{rule}»· το WEBHOOK_ALLOW_PRIVATE=1 το επιτρέπει)",
  callbackAddressNever:
    "Το callbackUrl απορρίπτεται: ο προορισμός επανάκλησης {ip} είναι {range}: οι επανακλήσεις δεν πηγαίνουν ποτέ εκεί (κανόνας «{rule}»)",
  callbackUrlRefused: "Το callbackUrl απορρίπτεται: {problem}",
  callbackUrlMissing:
    "Η ενοποίηση {id} δεν έχει URL επανάκλησης: ορίστε ένα πρώτα με PUT /_sandbox/integrations/{id}/webhook ή εκτελέστε crypto-checkout listen",
  testEventsTooMany:
    "Έως {limit} δοκιμαστικά συμβάντα ανά ενοποίηση κάθε {minutes} λεπ. (TEST_EVENTS_PER_INTEGRATION): στείλτε το επόμενο μετά τα δευτερόλεπτα του Retry-After",
  originsList: "Το allowedOrigins πρέπει να είναι λίστα από origins ή null για να επιτρέπεται οποιοδήποτε",
  originsTooMany: "Το allowedOrigins περιέχει περισσότερα από {max} origins",
  originText: "Κάθε origin πρέπει να είναι συμβολοσειρά",
  originExact:
    "Κάθε origin πρέπει να είναι ακριβές origin http(s), π.χ. «https://shop.example» (σχήμα και host, χωρίς διαδρομή ή μπαλαντέρ)· ελήφθη {got}",
  appSchemesList: 'Το appReturnSchemes πρέπει να είναι λίστα σχημάτων, π.χ. ["myshop"], ή [] για κανένα',
  appSchemesTooMany: "Το appReturnSchemes περιέχει περισσότερα από {max} σχήματα",
  appSchemeText: "Κάθε σχήμα επιστροφής εφαρμογής πρέπει να είναι συμβολοσειρά, π.χ. «myshop»",
  appSchemeShape:
    "Κάθε σχήμα επιστροφής εφαρμογής πρέπει να είναι σχήμα URL, π.χ. «myshop»: ένα πεζό γράμμα και έως 31 γράμματα, ψηφία, «+», «-» ή «.»· ελήφθη {got}",
  appSchemeWeb:
    "Ένα σχήμα επιστροφής εφαρμογής δεν μπορεί να είναι {scheme}: ένα URL επιστροφής https επιτρέπεται πάντα, δηλώστε μόνο το δικό σχήμα μιας εφαρμογής",
  appSchemeDevice:
    "Ένα σχήμα επιστροφής εφαρμογής δεν μπορεί να είναι {scheme}: εκτελεί ή διαβάζει κάτι στη συσκευή του πληρωτή αντί να ανοίγει εφαρμογή",
  toleranceText: "Το paymentTolerancePercent πρέπει να είναι δεκαδικό κείμενο, π.χ. «0.5» (τοις εκατό)",
  tolerancePlain: "Το paymentTolerancePercent πρέπει να είναι απλό δεκαδικό κείμενο, π.χ. «0.5»: ψηφία και έως μία τελεία",
  toleranceFraction: "Το paymentTolerancePercent έχει περισσότερα από 2 δεκαδικά ψηφία",
  toleranceRange: "Το paymentTolerancePercent πρέπει να είναι μεταξύ 0 και 100",
  supportEmail: "Το supportEmail πρέπει να είναι διεύθυνση email, π.χ. help@shop.example",
  fieldTrueOrFalse: "Το {field} πρέπει να είναι true ή false",
  fieldStringOrNull: "Το {field} πρέπει να είναι συμβολοσειρά ή null",

  orderUnknown: "Η παραγγελία {id} δεν υπάρχει: χρησιμοποιήστε ένα orderId από τη λίστα παραγγελιών",
  orderUnknownForIntegration: "Η παραγγελία {id} δεν υπάρχει για την ενοποίηση {integration}",
  orderMissing: "Η παραγγελία {id} δεν υπάρχει",
  deliveryUnknown: "Η παράδοση {id} δεν υπάρχει: χρησιμοποιήστε ένα id από το GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "Το {field} {id} δεν είναι μία από τις ενοποιήσεις σας: χρησιμοποιήστε ένα id από το GET /api/v1/integrations",
  assetUnknown: "Το {field} {id} δεν είναι υποστηριζόμενο στοιχείο: χρησιμοποιήστε ένα από τα {assets} (GET /api/v1/assets)",
  assetDisabled:
    "Το {field} {id} είναι απενεργοποιημένο για συναλλαγές (το GET /api/v1/assets δείχνει disabled: true): επιλέξτε ενεργό στοιχείο",
  amountBelowMinimum:
    "Το {field} {amount} είναι κάτω από το ελάχιστο εισερχόμενο ποσό {minimum} {asset} στο {network}: στείλτε τουλάχιστον {minimum}",
  customerRequired:
    "Το customer είναι υποχρεωτικό στη δημιουργία παραγγελίας από την έκδοση 15.09.2025: στείλτε { type, firstName, lastName }",
  customerObject: "Το customer πρέπει να είναι αντικείμενο: { type, firstName, lastName }",
  customerType: "Το customer.type πρέπει να είναι «individual» (ο μόνος τύπος πελάτη που γνωρίζει η προδιαγραφή)",
  amountRequired: "Το ποσό είναι υποχρεωτικό: στείλτε το ως δεκαδικό κείμενο, π.χ. «10.50»",
  amountNumber: "Το ποσό πρέπει να είναι συμβολοσειρά δεκαδικού κειμένου, π.χ. «10.50», όχι αριθμός JSON",
  amountString: "Το ποσό πρέπει να είναι συμβολοσειρά δεκαδικού κειμένου, π.χ. «10.50»",
  amountPlain: "Το ποσό πρέπει να είναι απλό δεκαδικό κείμενο, π.χ. «10.50»: ψηφία, έως μία τελεία, χωρίς πρόσημο, εκθέτη ή κενά",
  amountIntegerDigits: "Το ποσό έχει περισσότερα από {max} ψηφία πριν από την τελεία",
  amountFractionDigits: "Το ποσό έχει περισσότερα από {max} δεκαδικά ψηφία",
  amountPositive: "Το ποσό πρέπει να είναι μεγαλύτερο από μηδέν",
  amountDecimal: "Το ποσό πρέπει να είναι δεκαδικό κείμενο",
  ownAddress:
    "Το destinationAddress {address} είναι μία από τις διευθύνσεις παραγγελιών της ίδιας της υπηρεσίας: στείλτε την επιστροφή χρημάτων ή την ανάληψη στο πορτοφόλι του πληρωτή ή στο δικό σας",
  addressInvalidTron:
    "Το destinationAddress {address} δεν είναι έγκυρη διεύθυνση {network} για {asset}: αναμένεται διεύθυνση base58check που ξεκινά με T (34 χαρακτήρες)",
  addressInvalidEvm:
    "Το destinationAddress {address} δεν είναι έγκυρη διεύθυνση {network} για {asset}: αναμένεται 0x και 40 δεκαεξαδικά ψηφία, με σωστό checksum EIP-55 αν έχει μικτά πεζά-κεφαλαία",
  balanceShort:
    "Η ενοποίηση {integration} έχει {balance} {asset}, αλλά το ποσό {amount} μαζί με το τέλος δικτύου {fee} χρειάζεται {needed}: μια ανάληψη χρεώνει μόνο το integrationId που ορίζει, μια επιστροφή χρημάτων την ενοποίηση της παραγγελίας που επιστρέφεται.",
  refundOrderUnknown:
    "Το refundOrderId {id} δεν είναι μία από τις παραγγελίες σας: χρησιμοποιήστε το orderId μιας ολοκληρωμένης παραγγελίας πληρωμής ή κατάθεσης",
  refundOrderType: "Η παραγγελία {id} είναι τύπου {type}: επιστροφή χρημάτων γίνεται μόνο σε παραγγελίες πληρωμής και κατάθεσης",
  refundOrderStatus: "Η παραγγελία {id} είναι {status}: επιστροφή χρημάτων δημιουργείται μόνο αφού ολοκληρωθεί η παραγγελία",
  refundAssetMismatch: "Το assetId {assetId} δεν ταιριάζει με την παραγγελία {id}, που έλαβε {asset}: κάντε την επιστροφή σε {asset}",
  refundTooMuch:
    "Το ποσό {amount} υπερβαίνει ό,τι μπορεί ακόμη να επιστραφεί για την παραγγελία {id}: {refundable} {asset} (ελήφθη {primary}, επιστράφηκε {refunded})",
  markPaidRefused:
    "Η παραγγελία {id} δεν μπορεί να σημειωθεί ως πληρωμένη: μόνο μια παραγγελία της οποίας η πληρωμή έφτασε μετά το παράθυρο πληρωμής (ακόμη σε εξέλιξη)",
  noPaymentWindow: "Η παραγγελία {id} δεν έχει ενεργό παράθυρο πληρωμής: έχει μόνο μια παραγγελία από σύνδεσμο πληρωμής",

  linkUnknown:
    "Ο σύνδεσμος πληρωμής {id} δεν υπάρχει: χρησιμοποιήστε ένα linkId από το POST /api/v1/payment-links ή το GET /api/v1/payment-links",
  linkNameInvisible: "Το όνομα δεν έχει κανέναν ορατό χαρακτήρα: δώστε το όνομα του είδους όπως πρέπει να το διαβάζουν οι πληρωτές",
  priceCurrencyUnknown:
    "Το price.currency {currency} δεν είναι ούτε νόμισμα που γνωρίζουν οι συναλλαγματικές ισοτιμίες ({currencies}) ούτε assetId ({assets})",
  priceAmountShape:
    "Το price.amount {amount} πρέπει να είναι δεκαδικό κείμενο πάνω από μηδέν με έως {digits} δεκαδικά ψηφία για {currency}, π.χ. {example}",
  priceInAsset: 'Μια τιμή σε {asset} πληρώνεται μόνο σε {asset}: παραλείψτε το assetIds ή στείλτε ["{asset}"]',
  priceAmountRequired: "Το price.amount είναι υποχρεωτικό, ως δεκαδικό κείμενο, π.χ. «10.00»",
  priceAmountText: "Το price.amount πρέπει να είναι δεκαδικό κείμενο, π.χ. «10.00»",
  priceCurrencyRequired: "Το price.currency είναι υποχρεωτικό: «USD», «EUR» ή ένα assetId",
  priceObject: 'Το price πρέπει να είναι αντικείμενο: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Κάθε στοιχείο του assetIds πρέπει να είναι συμβολοσειρά assetId",
  assetIdsArray: "Το assetIds πρέπει να είναι πίνακας από assetIds",
  assetIdsEmpty: "Το assetIds πρέπει να ορίζει τουλάχιστον ένα στοιχείο (παραλείψτε το για όλα τα ενεργά στοιχεία)",
  assetIdsTooMany: "Το assetIds έχει περισσότερες από {max} καταχωρίσεις",
  expiryWhole: "Το expiresInMinutes πρέπει να είναι ακέραιος αριθμός λεπτών από {min} έως {max}",
  expiryMin: "Το expiresInMinutes πρέπει να είναι τουλάχιστον {min}",
  expiryMax: "Το expiresInMinutes πρέπει να είναι το πολύ {max} (μία εβδομάδα)",
  returnUrlHttps: "Το returnUrl πρέπει να είναι απόλυτο URL https",
  returnUrlApp:
    "Το returnUrl πρέπει να είναι απόλυτο URL: https ή σύνδεσμος εφαρμογής με ένα από τα σχήματα επιστροφής εφαρμογών της ενοποίησης",

  payoutUnknown: "Η εκταμίευση {id} δεν υπάρχει: χρησιμοποιήστε ένα orderId από το GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Η εκταμίευση {id} είναι {state}: μόνο μια εκταμίευση που αναμένει ακόμη πληρωμή μπορεί να σημειωθεί ως πληρωμένη",
  payoutNotAwaitingCancel:
    "Η εκταμίευση {id} είναι {state}: μόνο μια εκταμίευση που αναμένει ακόμη πληρωμή μπορεί να ακυρωθεί (μια μεταφορά που εντοπίστηκε γι' αυτήν μπορεί να έχει ήδη φύγει από το πορτοφόλι)",
  payoutNoStranger:
    "Η εκταμίευση {id} δεν έχει μεταφορά από άγνωστο πορτοφόλι με αυτό το hash και logIndex που να περιμένει απάντηση: χρησιμοποιήστε μία από τα strangers της εκταμίευσης",
  transferPaidOther: "Η μεταφορά {hash} (log {logIndex}) έχει ήδη πληρώσει άλλη εκταμίευση: μία μεταφορά πληρώνει το πολύ μία",
  hashText: "Το hash πρέπει να είναι συμβολοσειρά: το hash της συναλλαγής που έστειλε ο υπογράφων",
  hashShape:
    "Το hash πρέπει να είναι 64 δεκαεξαδικά ψηφία (με πρόθεμα 0x σε Ethereum και BNB Smart Chain): το hash της συναλλαγής που έστειλε ο υπογράφων",
  strangerHashText: "Το hash πρέπει να είναι συμβολοσειρά: το hash μιας μεταφοράς από τα strangers της εκταμίευσης",
  strangerHashShape:
    "Το hash πρέπει να είναι 64 δεκαεξαδικά ψηφία (με πρόθεμα 0x σε Ethereum και BNB Smart Chain): το hash μιας μεταφοράς από τα strangers της εκταμίευσης",
  logIndexWhole: "Το logIndex πρέπει να είναι ακέραιος: το logIndex μιας μεταφοράς από τα strangers της εκταμίευσης",
  logIndexMin: "Το logIndex πρέπει να είναι 0 ή μεγαλύτερο: το logIndex μιας μεταφοράς από τα strangers της εκταμίευσης",

  bodyNotJson: "Το Content-Type {contentType} δεν είναι JSON: στείλτε το σώμα ως JSON με Content-Type: application/json",
  bodyBadJson: "Το σώμα δεν είναι έγκυρο JSON ({reason}): στείλτε ένα αντικείμενο JSON",
  bodyNotObject: "Το σώμα πρέπει να είναι αντικείμενο JSON, ελήφθη {value}",
  bodyTooLarge: "Το σώμα είναι μεγαλύτερο από {bytes} byte: στείλτε μικρότερο αντικείμενο JSON",
  idempotencyKeyShape:
    "Το Idempotency-Key {key} πρέπει να έχει 1 έως 255 ορατούς χαρακτήρες ASCII χωρίς κενά: στείλτε νέα τυχαία τιμή (ένα UUID) σε κάθε αίτημα",
  idempotencyKeyReused:
    "Το Idempotency-Key {key} έχει ήδη χρησιμοποιηθεί για διαφορετικό αίτημα (άλλο σώμα ή endpoint): επαναλάβετε ακριβώς το ίδιο αίτημα για να πάρετε ξανά την απάντησή του ή χρησιμοποιήστε νέο κλειδί για νέο αίτημα",
  requestsTooMany:
    "Πάρα πολλά αιτήματα προς {what}: έως {limit} ανά {seconds} s από έναν πελάτη ({setting}). Δοκιμάστε ξανά μετά τα δευτερόλεπτα του Retry-After.",
  fieldDate: "Το {field} πρέπει να είναι ημερομηνία της μορφής ΕΕΕΕ-ΜΜ-ΗΗ",
  fieldControlCharacters: "Το {field} δεν πρέπει να περιέχει χαρακτήρες ελέγχου (βρέθηκε {character}): στείλτε το κείμενο χωρίς αυτούς",
  fieldDisplayCharacters:
    "Το {field} δεν πρέπει να περιέχει χαρακτήρες ελέγχου ή αμφίδρομης μορφοποίησης (βρέθηκε {character}): αλλάζουν αυτό που βλέπει ο πληρωτής",
  fieldRequired: "Το {field} είναι υποχρεωτικό",
  fieldEmpty: "Το {field} δεν πρέπει να είναι κενό",
  fieldTooLong: "Το {field} είναι μεγαλύτερο από {max} χαρακτήρες",
  fieldText: "Το {field} πρέπει να είναι κείμενο",
  fieldString: "Το {field} πρέπει να είναι συμβολοσειρά",
  fieldOneOf: "Το {field} πρέπει να είναι ένα από τα {values}",
  fieldType: "Το {field} πρέπει να είναι {expected}",
  fieldInvalid: "Το {field} δεν είναι έγκυρο",
  received: "{message} (ελήφθη {received})",
} satisfies RefusalWords;
