// Finnish: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Sähköpostiosoite ja salasana eivät vastaa mitään tiliä. Tarkista molemmat tai vaihda salasana kohdasta ”Unohditko salasanan?”.",
  signInNoMatchOperator:
    "Sähköpostiosoite ja salasana eivät vastaa mitään tiliä. Tarkista molemmat tai pyydä palvelun ylläpitäjää vaihtamaan salasana.",
  signInTooMany:
    "Liian monta epäonnistunutta kirjautumista tällä sähköpostiosoitteella tai tästä osoitteesta: yritä uudelleen {minutes} min kuluttua",
  signInsToAccountTooMany: "Liian monta kirjautumista tälle tilille: yritä uudelleen {minutes} min kuluttua",
  signUpsTooMany: "Liian monta rekisteröitymistä tästä osoitteesta: yritä uudelleen {minutes} min kuluttua",
  wrongAnswersTooMany: "Liian monta väärää vastausta: yritä uudelleen {minutes} min kuluttua",
  resetRequestsTooMany:
    "Liian monta palautuspyyntöä tälle sähköpostiosoitteelle tai tästä osoitteesta: yritä uudelleen {minutes} min kuluttua",
  passwordChecksTooMany:
    "Liian monta samanaikaista salasanan tarkistusta tästä osoitteesta (enintään {count} jonossa): yritä uudelleen muutaman sekunnin kuluttua",
  passwordChecksBusy: "Palvelu on kiireinen salasanojen tarkistamisessa: yritä uudelleen muutaman sekunnin kuluttua",
  signInCodeNeeded: "Syötä 6-numeroinen koodi todennussovelluksestasi tai jokin palautuskoodeistasi",
  signInCodeWrong: "Koodi ei ole oikein (tai se on jo käytetty): syötä koodi, jonka sovellus näyttää nyt",
  codeNeeded: "Syötä 6-numeroinen koodi todennussovelluksestasi tai palautuskoodi",
  codeWrong: "Koodi ei ole oikein (tai se on jo käytetty)",
  passwordNeeded: "Syötä salasanasi",
  passwordWrong: "Salasana ei ole oikein",
  currentPasswordWrong: "Nykyinen salasana ei ole oikein",
  signUpClosed: "Rekisteröityminen on suljettu tässä palvelussa: pyydä tiliä ylläpitäjältä",
  signUpRefused: "Tällä sähköpostiosoitteella ei voi luoda tiliä: jos osoite on sinun, kirjaudu sisään",
  passwordLinkUnusable: "Linkki ei toimi (jo käytetty, vanhentunut tai katkennut): pyydä uusi",
  passwordLinkNotWhole: "Linkki on katkennut: avaa ylläpitäjän antama linkki kokonaisena",
  resetNotMailed: "Tämä palvelu ei lähetä salasanan palautuksia sähköpostilla: pyydä ylläpitäjältä linkki uuden salasanan asettamiseen",
  emailInvalid: "Anna sähköpostiosoite, esimerkiksi you@example.com",
  newPasswordLength: "Salasanan pituuden on oltava {min}–{max} merkkiä (muutama sana on hyvä salasana)",
  passwordLength: "Salasanan pituuden on oltava 1–{max} merkkiä",
  codeShapeWithRecovery: "Koodin on oltava todennussovelluksesi näyttämät 6 numeroa tai palautuskoodi, esimerkiksi abcd-efgh-ijkl-mnop",
  codeShape: "Koodin on oltava todennussovelluksesi näyttämät 6 numeroa",
  notSignedIn: "Et ole kirjautunut sisään (tai istuntosi päättyi): kirjaudu uudelleen",
  accountGone: "Tätä tiliä ei ole enää olemassa",
  stepUpCode:
    "Tämä muutos vaatii todennuskoodin, joka on syötetty viimeisten {minutes} minuutin aikana: vahvista se ja tee muutos uudelleen",
  stepUpPassword:
    "Tämä muutos vaatii salasanan, joka on syötetty viimeisten {minutes} minuutin aikana: vahvista se ja tee muutos uudelleen",
  crossOrigin:
    "Portaalin muutokset hyväksytään vain portaalin omalta sivulta osoitteessa {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Kaksivaiheinen kirjautuminen on jo käytössä: poista se ensin käytöstä aloittaaksesi alusta uudella sovelluksella",
  twoFactorAlreadyOff: "Kaksivaiheinen kirjautuminen on jo pois käytöstä",
  twoFactorNotStarted: "Aloita ensin kaksivaiheisen kirjautumisen käyttöönotto: mikään uusi avain ei odota koodiaan",
  twoFactorCodeMismatch: "Koodi ei vastaa uutta avainta: tarkista sovelluksen kello ja syötä koodi, jonka se näyttää nyt",
  twoFactorRestarted: "Käyttöönotto aloitettiin uudelleen muualla: käytä viimeksi näytettyä avainta",

  apiKeyName: "Nimen pituuden on oltava 1–{max} merkkiä, esimerkiksi ”Kaupan palvelin”",
  apiKeyUnknown: "Tähän tiliin ei kuulu API-avainta {id}",
  clientGone: "Tämän tilin asiakasohjelmaa ei ole enää olemassa",
  languageUnknown: "Kielen on oltava palvelun tukeman kielen koodi, esimerkiksi ”en”, ”de”, ”pt” tai ”zh-Hant”",

  integrationUnknown: "Integraatiota {id} ei ole olemassa: käytä tunnistetta kohteesta GET /api/v1/integrations",
  shopNameInvisible:
    "Nimessä ei ole yhtään näkyvää merkkiä (vain välilyöntejä, liitosmerkkejä tai muita näkymättömiä merkkejä): anna kaupan nimi niin kuin maksajien kuuluu lukea se",
  urlNotHttp: "{field}: on oltava absoluuttinen http(s)-URL",
  supportUrlNotHttp: "supportUrl: on oltava absoluuttinen http(s)-URL, esimerkiksi https://shop.example/help",
  supportUrlCredentials: "supportUrl ei saa sisältää tunnistetietoja (user:password@): maksajat näkevät sen",
  urlNotHttps: "{field}: on käytettävä https:ää; saatiin {got}",
  urlUserinfo:
    "{field} ei saa sisältää käyttäjää tai salasanaa ennen ”@”-merkkiä (se näyttää osoitteelta {shownHost}, mutta vie osoitteeseen {host}): anna kaupan oma osoite",
  urlHttpSandbox:
    "{field}: on käytettävä https:ää (http sallitaan vain osoitteille localhost, 127.0.0.1 ja [::1] hiekkalaatikkotilassa); saatiin {origin}",
  logoUrlNotHttps: "logoUrl: on oltava absoluuttinen https-URL (tai null, jos logoa ei ole)",
  accentColor: "accentColor: on oltava väri muodossa #rrggbb (tai null oletusväriä varten)",
  callbackUrlNotHttp: "callbackUrl: on oltava http(s)-URL",
  callbackUrlCredentials:
    "callbackUrl ei saa sisältää tunnistetietoja (user:password@): varmenna takaisinkutsut sen sijaan niiden webhook-signature-otsakkeella",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl hylätään: {host} osoittaa osoitteeseen {address}; takaisinkutsun kohde {ip} on {range}: hylätään hiekkalaatikkotilan ulkopuolella (sääntö ”{rule}”; WEBHOOK_ALLOW_PRIVATE=1 sallii sen)",
  callbackDestinationNever:
    "callbackUrl hylätään: {host} osoittaa osoitteeseen {address}; takaisinkutsun kohde {ip} on {range}: takaisinkutsuja ei koskaan lähetetä sinne (sääntö ”{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl hylätään: takaisinkutsun kohde {ip} on {range}: hylätään hiekkalaatikkotilan ulkopuolella (sääntö ”{rule}”; WEBHOOK_ALLOW_PRIVATE=1 sallii sen)",
  callbackAddressNever:
    "callbackUrl hylätään: takaisinkutsun kohde {ip} on {range}: takaisinkutsuja ei koskaan lähetetä sinne (sääntö ”{rule}”)",
  callbackUrlRefused: "callbackUrl hylätään: {problem}",
  callbackUrlMissing:
    "Integraatiolla {id} ei ole takaisinkutsun URL-osoitetta: aseta se ensin komennolla PUT /_sandbox/integrations/{id}/webhook tai suorita crypto-checkout listen",
  testEventsTooMany:
    "Enintään {limit} testitapahtumaa integraatiota kohden {minutes} minuutin aikana (TEST_EVENTS_PER_INTEGRATION): lähetä seuraava Retry-After-otsakkeen sekuntien jälkeen",
  originsList: "allowedOrigins: on oltava luettelo origineista tai null, jos kaikki sallitaan",
  originsTooMany: "allowedOrigins sisältää yli {max} originia",
  originText: "Jokaisen originin on oltava merkkijono",
  originExact:
    "Jokaisen originin on oltava tarkka http(s)-origin, esimerkiksi ”https://shop.example” (skeema ja isäntä, ei polkua tai jokerimerkkiä); saatiin {got}",
  appSchemesList: 'appReturnSchemes: on oltava luettelo skeemoista, esimerkiksi ["myshop"], tai [] jos niitä ei ole',
  appSchemesTooMany: "appReturnSchemes sisältää yli {max} skeemaa",
  appSchemeText: "Jokaisen sovelluksen paluuskeeman on oltava merkkijono, esimerkiksi ”myshop”",
  appSchemeShape:
    "Jokaisen sovelluksen paluuskeeman on oltava URL-skeema, esimerkiksi ”myshop”: pieni kirjain ja sen jälkeen enintään 31 kirjainta, numeroa, ”+”, ”-” tai ”.”; saatiin {got}",
  appSchemeWeb: "Sovelluksen paluuskeema ei voi olla {scheme}: https-paluu-URL on aina sallittu, luettele vain sovelluksen oma skeema",
  appSchemeDevice:
    "Sovelluksen paluuskeema ei voi olla {scheme}: se suorittaa tai lukee jotain maksajan laitteella sovelluksen avaamisen sijaan",
  toleranceText: "paymentTolerancePercent: on oltava desimaaliteksti, esimerkiksi ”0.5” (prosenttia)",
  tolerancePlain: "paymentTolerancePercent: on oltava pelkkä desimaaliteksti, esimerkiksi ”0.5”: numeroita ja enintään yksi piste",
  toleranceFraction: "paymentTolerancePercent sisältää yli 2 desimaalia",
  toleranceRange: "paymentTolerancePercent: on oltava väliltä 0–100",
  supportEmail: "supportEmail: on oltava sähköpostiosoite, esimerkiksi help@shop.example",
  fieldTrueOrFalse: "{field}: on oltava true tai false",
  fieldStringOrNull: "{field}: on oltava merkkijono tai null",

  orderUnknown: "Tilausta {id} ei ole olemassa: käytä orderId-tunnistetta tilausluettelosta",
  orderUnknownForIntegration: "Tilausta {id} ei ole olemassa integraatiolle {integration}",
  orderMissing: "Tilausta {id} ei ole olemassa",
  deliveryUnknown: "Toimitusta {id} ei ole olemassa: käytä tunnistetta kohteesta GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} ei ole yksi integraatioistasi: käytä tunnistetta kohteesta GET /api/v1/integrations",
  assetUnknown: "{field} {id} ei ole tuettu omaisuuserä: käytä jotakin näistä: {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} on poistettu käytöstä (GET /api/v1/assets näyttää disabled: true): valitse käytössä oleva omaisuuserä",
  amountBelowMinimum:
    "{field} {amount} on alle pienimmän vastaanotettavan summan {minimum} {asset} verkossa {network}: lähetä vähintään {minimum}",
  customerRequired: "customer on pakollinen tilausta luotaessa julkaisusta 15.09.2025 alkaen: lähetä { type, firstName, lastName }",
  customerObject: "customer: on oltava objekti: { type, firstName, lastName }",
  customerType: "customer.type: on oltava ”individual” (ainoa asiakastyyppi, jonka määrittely tuntee)",
  amountRequired: "Summa on pakollinen: lähetä se desimaalitekstinä, esimerkiksi ”10.50”",
  amountNumber: "Summan on oltava desimaalitekstiä sisältävä merkkijono, esimerkiksi ”10.50”, ei JSON-luku",
  amountString: "Summan on oltava desimaalitekstiä sisältävä merkkijono, esimerkiksi ”10.50”",
  amountPlain:
    "Summan on oltava pelkkää desimaalitekstiä, esimerkiksi ”10.50”: numeroita, enintään yksi piste, ei etumerkkiä, eksponenttia tai välilyöntejä",
  amountIntegerDigits: "Summassa on yli {max} numeroa ennen pistettä",
  amountFractionDigits: "Summassa on yli {max} desimaalia",
  amountPositive: "Summan on oltava suurempi kuin nolla",
  amountDecimal: "Summan on oltava desimaalitekstiä",
  ownAddress:
    "destinationAddress {address} on yksi tämän palvelun omista tilausosoitteista: lähetä hyvitys tai nosto maksajan tai omaan lompakkoosi",
  addressInvalidTron:
    "destinationAddress {address} ei ole kelvollinen {network}-osoite omaisuuserälle {asset}: odotettiin T-kirjaimella alkavaa base58check-osoitetta (34 merkkiä)",
  addressInvalidEvm:
    "destinationAddress {address} ei ole kelvollinen {network}-osoite omaisuuserälle {asset}: odotettiin 0x ja 40 heksadesimaalinumeroa, sekakirjaimissa oikealla EIP-55-tarkistussummalla",
  balanceShort:
    "Integraatiolla {integration} on {balance} {asset}, mutta summa {amount} ja verkkomaksu {fee} vaativat yhteensä {needed}: nosto käyttää vain nimeämänsä integrationId-tunnisteen saldoa, hyvitys hyvitetyn tilauksen integraation saldoa.",
  refundOrderUnknown: "refundOrderId {id} ei ole yksi tilauksistasi: käytä valmistuneen maksu- tai talletustilauksen orderId-tunnistetta",
  refundOrderType: "Tilauksen {id} tyyppi on {type}: vain maksu- ja talletustilauksia voi hyvittää",
  refundOrderStatus: "Tilauksen {id} tila on {status}: hyvityksen voi luoda vasta, kun tilaus on valmis",
  refundAssetMismatch: "assetId {assetId} ei vastaa tilausta {id}, joka vastaanotti omaisuuserää {asset}: hyvitä omaisuuserässä {asset}",
  refundTooMuch:
    "Summa {amount} ylittää sen, mitä tilauksesta {id} voi vielä hyvittää: {refundable} {asset} (vastaanotettu {primary}, hyvitetty {refunded})",
  markPaidRefused:
    "Tilausta {id} ei voi merkitä maksetuksi: vain tilauksen, jonka maksu saapui maksuikkunan jälkeen (yhä käsittelyssä), voi merkitä",
  noPaymentWindow: "Tilauksella {id} ei ole käynnissä olevaa maksuikkunaa: vain maksulinkillä tehdyllä tilauksella on sellainen",

  linkUnknown:
    "Maksulinkkiä {id} ei ole olemassa: käytä linkId-tunnistetta kohteesta POST /api/v1/payment-links tai GET /api/v1/payment-links",
  linkNameInvisible: "Nimessä ei ole yhtään näkyvää merkkiä: anna tuotteen nimi niin kuin maksajien kuuluu lukea se",
  priceCurrencyUnknown: "price.currency {currency} ei ole valuutta, jonka valuuttakurssit tuntevat ({currencies}), eikä assetId ({assets})",
  priceAmountShape:
    "price.amount {amount}: on oltava nollaa suurempi desimaaliteksti, jossa on enintään {digits} desimaalia valuutalle {currency}, esimerkiksi {example}",
  priceInAsset: 'Omaisuuserässä {asset} ilmoitettu hinta maksetaan vain siinä ({asset}): jätä assetIds pois tai lähetä ["{asset}"]',
  priceAmountRequired: "price.amount on pakollinen, desimaalitekstinä, esimerkiksi ”10.00”",
  priceAmountText: "price.amount: on oltava desimaaliteksti, esimerkiksi ”10.00”",
  priceCurrencyRequired: "price.currency on pakollinen: ”USD”, ”EUR” tai assetId",
  priceObject: 'price: on oltava objekti: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Jokaisen assetIds-alkion on oltava assetId-merkkijono",
  assetIdsArray: "assetIds: on oltava taulukko assetId-tunnisteita",
  assetIdsEmpty: "assetIds: on nimettävä vähintään yksi omaisuuserä (jätä pois, jos kaikki käytössä olevat käyvät)",
  assetIdsTooMany: "assetIds sisältää yli {max} alkiota",
  expiryWhole: "expiresInMinutes: on oltava kokonainen määrä minuutteja väliltä {min}–{max}",
  expiryMin: "expiresInMinutes: on oltava vähintään {min}",
  expiryMax: "expiresInMinutes: saa olla enintään {max} (viikko)",
  returnUrlHttps: "returnUrl: on oltava absoluuttinen https-URL",
  returnUrlApp: "returnUrl: on oltava absoluuttinen URL: https tai sovelluslinkki jollakin integraation sovellusten paluuskeemoista",

  payoutUnknown: "Lähtevää maksua {id} ei ole olemassa: käytä orderId-tunnistetta kohteesta GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Lähtevän maksun {id} tila on {state}: vain yhä maksua odottavan lähtevän maksun voi merkitä maksetuksi",
  payoutNotAwaitingCancel:
    "Lähtevän maksun {id} tila on {state}: vain yhä maksua odottavan lähtevän maksun voi perua (sille havaittu siirto on voinut jo lähteä lompakosta)",
  payoutNoStranger:
    "Lähtevällä maksulla {id} ei ole vastausta odottavaa siirtoa tuntemattomasta lompakosta tällä hashilla ja logIndexillä: käytä jotakin lähtevän maksun strangers-luettelossa olevaa",
  transferPaidOther: "Siirto {hash} (loki {logIndex}) on jo maksanut toisen lähtevän maksun: yksi siirto maksaa enintään yhden",
  hashText: "hash: on oltava merkkijono: allekirjoittajan lähettämä transaktion hash",
  hashShape:
    "hash: on oltava 64 heksadesimaalinumeroa (Ethereumissa ja BNB Smart Chainissa 0x-etuliitteellä): allekirjoittajan lähettämä transaktion hash",
  strangerHashText: "hash: on oltava merkkijono: lähtevän maksun strangers-luettelossa olevan siirron hash",
  strangerHashShape:
    "hash: on oltava 64 heksadesimaalinumeroa (Ethereumissa ja BNB Smart Chainissa 0x-etuliitteellä): lähtevän maksun strangers-luettelossa olevan siirron hash",
  logIndexWhole: "logIndex: on oltava kokonaisluku: lähtevän maksun strangers-luettelossa olevan siirron logIndex",
  logIndexMin: "logIndex: on oltava 0 tai enemmän: lähtevän maksun strangers-luettelossa olevan siirron logIndex",

  bodyNotJson: "Content-Type {contentType} ei ole JSON: lähetä runko JSON-muodossa otsakkeella Content-Type: application/json",
  bodyBadJson: "Runko ei ole kelvollista JSONia ({reason}): lähetä yksi JSON-objekti",
  bodyNotObject: "Rungon on oltava JSON-objekti, saatiin {value}",
  bodyTooLarge: "Runko on suurempi kuin {bytes} tavua: lähetä pienempi JSON-objekti",
  idempotencyKeyShape:
    "Idempotency-Key {key}: on oltava 1–255 näkyvää ASCII-merkkiä ilman välilyöntejä: lähetä jokaiseen pyyntöön uusi satunnainen arvo (UUID)",
  idempotencyKeyReused:
    "Idempotency-Key {key} on jo käytetty toiseen pyyntöön (eri runko tai päätepiste): toista täsmälleen sama pyyntö saadaksesi sen vastauksen uudelleen, tai käytä uutta avainta uuteen pyyntöön",
  requestsTooMany:
    "Liian monta pyyntöä kohteeseen {what}: enintään {limit} / {seconds} s yhdeltä asiakkaalta ({setting}). Yritä uudelleen Retry-After-otsakkeen sekuntien jälkeen.",
  fieldDate: "{field}: on oltava päivämäärä muodossa VVVV-KK-PP",
  fieldControlCharacters: "{field} ei saa sisältää ohjausmerkkejä (löytyi {character}): lähetä teksti ilman niitä",
  fieldDisplayCharacters:
    "{field} ei saa sisältää ohjausmerkkejä tai kaksisuuntaisen tekstin muotoilumerkkejä (löytyi {character}): ne muuttavat sitä, mitä maksaja näkee",
  fieldRequired: "{field} on pakollinen",
  fieldEmpty: "{field} ei saa olla tyhjä",
  fieldTooLong: "{field} on pidempi kuin {max} merkkiä",
  fieldText: "{field}: on oltava tekstiä",
  fieldString: "{field}: on oltava merkkijono",
  fieldOneOf: "{field}: on oltava jokin näistä: {values}",
  fieldType: "{field}: on oltava {expected}",
  fieldInvalid: "{field} ei ole kelvollinen",
  received: "{message} (saatiin {received})",
} satisfies RefusalWords;
