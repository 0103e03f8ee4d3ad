// Malay: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    'E-mel dan kata laluan itu tidak sepadan dengan mana-mana akaun. Semak kedua-duanya, atau tetapkan semula kata laluan melalui "Lupa kata laluan?".',
  signInNoMatchOperator:
    "E-mel dan kata laluan itu tidak sepadan dengan mana-mana akaun. Semak kedua-duanya, atau minta pengendali perkhidmatan menetapkan semula kata laluan.",
  signInTooMany: "Terlalu banyak log masuk gagal untuk e-mel ini atau dari alamat ini: cuba lagi dalam {minutes} minit",
  signInsToAccountTooMany: "Terlalu banyak log masuk ke akaun ini: cuba lagi dalam {minutes} minit",
  signUpsTooMany: "Terlalu banyak pendaftaran dari alamat ini: cuba lagi dalam {minutes} minit",
  wrongAnswersTooMany: "Terlalu banyak jawapan salah: cuba lagi dalam {minutes} minit",
  resetRequestsTooMany: "Terlalu banyak permintaan tetapan semula untuk e-mel ini atau dari alamat ini: cuba lagi dalam {minutes} minit",
  passwordChecksTooMany:
    "Terlalu banyak semakan kata laluan serentak dari alamat ini (paling banyak {count} menunggu): cuba lagi dalam beberapa saat",
  passwordChecksBusy: "Perkhidmatan sedang sibuk menyemak kata laluan: cuba lagi dalam beberapa saat",
  signInCodeNeeded: "Masukkan kod 6 digit daripada aplikasi pengesah anda, atau salah satu kod pemulihan anda",
  signInCodeWrong: "Kod itu tidak betul (atau sudah digunakan): masukkan kod yang ditunjukkan oleh aplikasi anda sekarang",
  codeNeeded: "Masukkan kod 6 digit daripada aplikasi pengesah anda, atau kod pemulihan",
  codeWrong: "Kod itu tidak betul (atau sudah digunakan)",
  passwordNeeded: "Masukkan kata laluan anda",
  passwordWrong: "Kata laluan itu tidak betul",
  currentPasswordWrong: "Kata laluan semasa tidak betul",
  signUpClosed: "Pendaftaran ditutup bagi perkhidmatan ini: minta akaun daripada pengendalinya",
  signUpRefused: "Akaun tidak boleh dibuat dengan e-mel ini: jika e-mel ini milik anda, log masuk sahaja",
  passwordLinkUnusable: "Pautan ini tidak berfungsi (sudah digunakan, tamat tempoh atau tidak lengkap): minta pautan baharu",
  passwordLinkNotWhole: "Pautan ini tidak lengkap: buka pautan yang diberikan oleh pengendali",
  resetNotMailed:
    "Perkhidmatan ini tidak menghantar tetapan semula kata laluan melalui e-mel: minta pautan daripada pengendali untuk menetapkan kata laluan baharu",
  emailInvalid: "Masukkan alamat e-mel seperti you@example.com",
  newPasswordLength: "Kata laluan mestilah {min} hingga {max} aksara (beberapa perkataan menjadi kata laluan yang baik)",
  passwordLength: "Kata laluan mestilah 1 hingga {max} aksara",
  codeShapeWithRecovery:
    "Kod mestilah 6 digit yang ditunjukkan oleh aplikasi pengesah anda, atau kod pemulihan seperti abcd-efgh-ijkl-mnop",
  codeShape: "Kod mestilah 6 digit yang ditunjukkan oleh aplikasi pengesah anda",
  notSignedIn: "Anda belum log masuk (atau sesi anda telah tamat): log masuk semula",
  accountGone: "Akaun ini tidak wujud lagi",
  stepUpCode:
    "Perubahan ini memerlukan kod pengesah anda yang dimasukkan dalam {minutes} minit terakhir: sahkan kod itu, kemudian ulang perubahan",
  stepUpPassword:
    "Perubahan ini memerlukan kata laluan anda yang dimasukkan dalam {minutes} minit terakhir: sahkan kata laluan, kemudian ulang perubahan",
  crossOrigin:
    "Perubahan portal hanya diterima daripada halaman portal itu sendiri di {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Log masuk dua faktor sudah dihidupkan: matikannya dahulu untuk bermula semula dengan aplikasi baharu",
  twoFactorAlreadyOff: "Log masuk dua faktor sudah dimatikan",
  twoFactorNotStarted: "Mulakan persediaan dua faktor dahulu: tiada kunci baharu yang menunggu kodnya",
  twoFactorCodeMismatch: "Kod itu tidak sepadan dengan kunci baharu: semak jam aplikasi dan masukkan kod yang ditunjukkannya sekarang",
  twoFactorRestarted: "Persediaan telah dimulakan semula di tempat lain: gunakan kunci terbaharu yang ditunjukkan",

  apiKeyName: 'Nama mestilah 1 hingga {max} aksara, seperti "Pelayan kedai"',
  apiKeyUnknown: "Tiada kunci API {id} milik akaun ini",
  clientGone: "Klien akaun ini sudah tiada",
  languageUnknown: 'Bahasa mestilah kod bahasa yang dituturkan oleh perkhidmatan, seperti "en", "de", "pt" atau "zh-Hant"',

  integrationUnknown: "Integrasi {id} tidak wujud: gunakan id daripada GET /api/v1/integrations",
  shopNameInvisible:
    "Nama tiada aksara yang kelihatan (hanya ruang, penyambung atau aksara halimunan lain): berikan nama kedai seperti yang patut dibaca oleh pembayar",
  urlNotHttp: "{field} mestilah URL http(s) mutlak",
  supportUrlNotHttp: "supportUrl mestilah URL http(s) mutlak seperti https://shop.example/help",
  supportUrlCredentials: "supportUrl tidak boleh mengandungi kelayakan (user:password@): pembayar dapat melihatnya",
  urlNotHttps: "{field} mesti menggunakan https; diterima {got}",
  urlUserinfo:
    '{field} tidak boleh mengandungi pengguna atau kata laluan sebelum "@" (ia dibaca sebagai {shownHost} tetapi menuju ke {host}): berikan alamat kedai sendiri',
  urlHttpSandbox:
    "{field} mesti menggunakan https (http hanya diterima untuk localhost, 127.0.0.1 dan [::1] dalam mod sandbox); diterima {origin}",
  logoUrlNotHttps: "logoUrl mestilah URL https mutlak (atau null jika tiada)",
  accentColor: "accentColor mestilah warna dalam bentuk #rrggbb (atau null untuk lalai)",
  callbackUrlNotHttp: "callbackUrl mestilah URL http(s)",
  callbackUrlCredentials:
    "callbackUrl tidak boleh mengandungi kelayakan (user:password@): sahkan panggilan balik melalui pengepala webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    'callbackUrl ditolak: {host} merujuk kepada {address}; destinasi panggilan balik {ip} ialah {range}: ditolak di luar mod sandbox (peraturan "{rule}"; WEBHOOK_ALLOW_PRIVATE=1 membenarkannya)',
  callbackDestinationNever:
    'callbackUrl ditolak: {host} merujuk kepada {address}; destinasi panggilan balik {ip} ialah {range}: panggilan balik tidak pernah dihantar ke situ (peraturan "{rule}")',
  callbackAddressRefusedOutsideSandbox:
    'callbackUrl ditolak: destinasi panggilan balik {ip} ialah {range}: ditolak di luar mod sandbox (peraturan "{rule}"; WEBHOOK_ALLOW_PRIVATE=1 membenarkannya)',
  callbackAddressNever:
    'callbackUrl ditolak: destinasi panggilan balik {ip} ialah {range}: panggilan balik tidak pernah dihantar ke situ (peraturan "{rule}")',
  callbackUrlRefused: "callbackUrl ditolak: {problem}",
  callbackUrlMissing:
    "Integrasi {id} tiada URL panggilan balik: tetapkan satu dahulu dengan PUT /_sandbox/integrations/{id}/webhook, atau jalankan crypto-checkout listen",
  testEventsTooMany:
    "Paling banyak {limit} acara ujian bagi setiap integrasi setiap {minutes} minit (TEST_EVENTS_PER_INTEGRATION): hantar yang seterusnya selepas saat dalam Retry-After",
  originsList: "allowedOrigins mestilah senarai origin, atau null untuk membenarkan semua",
  originsTooMany: "allowedOrigins menyenaraikan lebih daripada {max} origin",
  originText: "Setiap origin mestilah rentetan",
  originExact:
    'Setiap origin mestilah origin http(s) yang tepat seperti "https://shop.example" (skema dan hos, tanpa laluan atau kad bebas); diterima {got}',
  appSchemesList: 'appReturnSchemes mestilah senarai skema seperti ["myshop"], atau [] jika tiada',
  appSchemesTooMany: "appReturnSchemes menyenaraikan lebih daripada {max} skema",
  appSchemeText: 'Setiap skema kembali ke aplikasi mestilah rentetan seperti "myshop"',
  appSchemeShape:
    'Setiap skema kembali ke aplikasi mestilah skema URL seperti "myshop": satu huruf kecil, kemudian sehingga 31 huruf, digit, "+", "-" atau "."; diterima {got}',
  appSchemeWeb:
    "Skema kembali ke aplikasi tidak boleh {scheme}: URL kembali https sentiasa dibenarkan, senaraikan skema aplikasi sendiri sahaja",
  appSchemeDevice:
    "Skema kembali ke aplikasi tidak boleh {scheme}: ia menjalankan atau membaca sesuatu pada peranti pembayar dan bukannya membuka aplikasi",
  toleranceText: 'paymentTolerancePercent mestilah teks perpuluhan seperti "0.5" (peratus)',
  tolerancePlain: 'paymentTolerancePercent mestilah teks perpuluhan biasa seperti "0.5": digit dan paling banyak satu titik',
  toleranceFraction: "paymentTolerancePercent mempunyai lebih daripada 2 tempat perpuluhan",
  toleranceRange: "paymentTolerancePercent mestilah antara 0 dan 100",
  supportEmail: "supportEmail mestilah alamat e-mel seperti help@shop.example",
  fieldTrueOrFalse: "{field} mestilah true atau false",
  fieldStringOrNull: "{field} mestilah rentetan atau null",

  orderUnknown: "Pesanan {id} tidak wujud: gunakan orderId daripada senarai pesanan",
  orderUnknownForIntegration: "Pesanan {id} tidak wujud bagi integrasi {integration}",
  orderMissing: "Pesanan {id} tidak wujud",
  deliveryUnknown: "Penghantaran {id} tidak wujud: gunakan id daripada GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} bukan salah satu integrasi anda: gunakan id daripada GET /api/v1/integrations",
  assetUnknown: "{field} {id} bukan aset yang disokong: gunakan salah satu daripada {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} dinyahdayakan untuk operasi (GET /api/v1/assets menunjukkan disabled: true): pilih aset yang didayakan",
  amountBelowMinimum:
    "{field} {amount} di bawah jumlah masuk minimum {minimum} {asset} pada {network}: hantar sekurang-kurangnya {minimum}",
  customerRequired: "customer diwajibkan semasa membuat pesanan sejak keluaran 15.09.2025: hantar { type, firstName, lastName }",
  customerObject: "customer mestilah objek: { type, firstName, lastName }",
  customerType: 'customer.type mestilah "individual" (satu-satunya jenis pelanggan yang dikenali spesifikasi)',
  amountRequired: 'Jumlah diperlukan: hantar sebagai teks perpuluhan, contohnya "10.50"',
  amountNumber: 'Jumlah mestilah rentetan teks perpuluhan seperti "10.50", bukan nombor JSON',
  amountString: 'Jumlah mestilah rentetan teks perpuluhan seperti "10.50"',
  amountPlain: 'Jumlah mestilah teks perpuluhan biasa seperti "10.50": digit, paling banyak satu titik, tanpa tanda, eksponen atau ruang',
  amountIntegerDigits: "Jumlah mempunyai lebih daripada {max} digit sebelum titik",
  amountFractionDigits: "Jumlah mempunyai lebih daripada {max} tempat perpuluhan",
  amountPositive: "Jumlah mestilah lebih besar daripada sifar",
  amountDecimal: "Jumlah mestilah teks perpuluhan",
  ownAddress:
    "destinationAddress {address} ialah salah satu alamat pesanan perkhidmatan ini sendiri: hantar bayaran balik atau pengeluaran ke dompet pembayar atau dompet anda sendiri",
  addressInvalidTron:
    "destinationAddress {address} bukan alamat {network} yang sah untuk {asset}: dijangka alamat base58check bermula dengan T (34 aksara)",
  addressInvalidEvm:
    "destinationAddress {address} bukan alamat {network} yang sah untuk {asset}: dijangka 0x diikuti 40 digit heks, dengan checksum EIP-55 yang betul jika huruf bercampur",
  balanceShort:
    "Integrasi {integration} memegang {balance} {asset}, tetapi jumlah {amount} ditambah yuran rangkaian {fee} memerlukan {needed}: pengeluaran hanya menggunakan baki integrationId yang dinamakannya, bayaran balik pula baki integrasi pesanan yang dibayar balik.",
  refundOrderUnknown:
    "refundOrderId {id} bukan salah satu pesanan anda: gunakan orderId pesanan pembayaran atau deposit yang telah selesai",
  refundOrderType: "Pesanan {id} ialah pesanan {type}: hanya pesanan pembayaran dan deposit boleh dibayar balik",
  refundOrderStatus: "Pesanan {id} berstatus {status}: bayaran balik hanya boleh dibuat selepas pesanan selesai",
  refundAssetMismatch: "assetId {assetId} tidak sepadan dengan pesanan {id}, yang menerima {asset}: bayar balik dalam {asset}",
  refundTooMuch:
    "Jumlah {amount} melebihi apa yang masih boleh dibayar balik bagi pesanan {id}: {refundable} {asset} (diterima {primary}, dibayar balik {refunded})",
  markPaidRefused:
    "Pesanan {id} tidak boleh ditanda sebagai dibayar: hanya pesanan yang bayarannya tiba selepas tetingkap bayarannya (masih dalam proses) boleh",
  noPaymentWindow: "Pesanan {id} tiada tetingkap bayaran yang sedang berjalan: hanya pesanan daripada pautan pembayaran mempunyainya",

  linkUnknown: "Pautan pembayaran {id} tidak wujud: gunakan linkId daripada POST /api/v1/payment-links atau GET /api/v1/payment-links",
  linkNameInvisible: "Nama tiada aksara yang kelihatan: berikan nama item seperti yang patut dibaca oleh pembayar",
  priceCurrencyUnknown:
    "price.currency {currency} bukan mata wang yang diketahui oleh kadar pertukaran ({currencies}) dan bukan juga assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} mestilah teks perpuluhan melebihi sifar dengan paling banyak {digits} tempat perpuluhan untuk {currency}, seperti {example}",
  priceInAsset: 'Harga dalam {asset} dibayar dalam {asset} sahaja: tinggalkan assetIds atau hantar ["{asset}"]',
  priceAmountRequired: 'price.amount diperlukan, sebagai teks perpuluhan seperti "10.00"',
  priceAmountText: 'price.amount mestilah teks perpuluhan seperti "10.00"',
  priceCurrencyRequired: 'price.currency diperlukan: "USD", "EUR" atau assetId',
  priceObject: 'price mestilah objek: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Setiap entri assetIds mestilah rentetan assetId",
  assetIdsArray: "assetIds mestilah tatasusunan assetId",
  assetIdsEmpty: "assetIds mesti menamakan sekurang-kurangnya satu aset (tinggalkan untuk semua aset yang didayakan)",
  assetIdsTooMany: "assetIds mempunyai lebih daripada {max} entri",
  expiryWhole: "expiresInMinutes mestilah bilangan minit yang bulat dari {min} hingga {max}",
  expiryMin: "expiresInMinutes mestilah sekurang-kurangnya {min}",
  expiryMax: "expiresInMinutes mestilah paling banyak {max} (seminggu)",
  returnUrlHttps: "returnUrl mestilah URL https mutlak",
  returnUrlApp: "returnUrl mestilah URL mutlak: https, atau pautan aplikasi pada salah satu skema kembali ke aplikasi integrasi",

  payoutUnknown: "Pembayaran keluar {id} tidak wujud: gunakan orderId daripada GET /api/v1/payouts",
  payoutNotAwaitingPaid:
    "Pembayaran keluar {id} berstatus {state}: hanya pembayaran keluar yang masih menunggu bayaran boleh ditanda sebagai dibayar",
  payoutNotAwaitingCancel:
    "Pembayaran keluar {id} berstatus {state}: hanya pembayaran keluar yang masih menunggu bayaran boleh dibatalkan (pemindahan yang dilihat untuknya mungkin sudah meninggalkan dompet)",
  payoutNoStranger:
    "Pembayaran keluar {id} tiada pemindahan daripada dompet tidak dikenali dengan hash dan logIndex ini yang menunggu jawapan: gunakan satu yang tersenarai dalam strangers pembayaran keluar",
  transferPaidOther:
    "Pemindahan {hash} (log {logIndex}) sudah membayar pembayaran keluar lain: satu pemindahan membayar paling banyak satu",
  hashText: "hash mestilah rentetan: hash transaksi yang dihantar oleh penandatangan",
  hashShape:
    "hash mestilah 64 digit heks (berawalan 0x pada Ethereum dan BNB Smart Chain): hash transaksi yang dihantar oleh penandatangan",
  strangerHashText: "hash mestilah rentetan: hash pemindahan yang tersenarai dalam strangers pembayaran keluar",
  strangerHashShape:
    "hash mestilah 64 digit heks (berawalan 0x pada Ethereum dan BNB Smart Chain): hash pemindahan yang tersenarai dalam strangers pembayaran keluar",
  logIndexWhole: "logIndex mestilah nombor bulat: logIndex pemindahan yang tersenarai dalam strangers pembayaran keluar",
  logIndexMin: "logIndex mestilah 0 atau lebih: logIndex pemindahan yang tersenarai dalam strangers pembayaran keluar",

  bodyNotJson: "Content-Type {contentType} bukan JSON: hantar badan sebagai JSON dengan Content-Type: application/json",
  bodyBadJson: "Badan bukan JSON yang sah ({reason}): hantar satu objek JSON",
  bodyNotObject: "Badan mestilah objek JSON, diterima {value}",
  bodyTooLarge: "Badan lebih besar daripada {bytes} bait: hantar objek JSON yang lebih kecil",
  idempotencyKeyShape:
    "Idempotency-Key {key} mestilah 1 hingga 255 aksara ASCII yang kelihatan tanpa ruang: hantar nilai rawak baharu (UUID) bagi setiap permintaan",
  idempotencyKeyReused:
    "Idempotency-Key {key} sudah digunakan untuk permintaan lain (badan atau titik akhir lain): ulang permintaan yang sama persis untuk mendapat jawapannya semula, atau gunakan kunci baharu untuk permintaan baharu",
  requestsTooMany:
    "Terlalu banyak permintaan ke {what}: paling banyak {limit} setiap {seconds} s daripada satu klien ({setting}). Cuba lagi selepas bilangan saat dalam Retry-After.",
  fieldDate: "{field} mestilah tarikh dalam bentuk YYYY-MM-DD",
  fieldControlCharacters: "{field} tidak boleh mengandungi aksara kawalan (ditemui {character}): hantar teks tanpanya",
  fieldDisplayCharacters:
    "{field} tidak boleh mengandungi aksara kawalan atau pemformatan dwiarah (ditemui {character}): ia mengubah apa yang dilihat pembayar",
  fieldRequired: "{field} diperlukan",
  fieldEmpty: "{field} tidak boleh kosong",
  fieldTooLong: "{field} lebih panjang daripada {max} aksara",
  fieldText: "{field} mestilah teks",
  fieldString: "{field} mestilah rentetan",
  fieldOneOf: "{field} mestilah salah satu daripada {values}",
  fieldType: "{field} mestilah {expected}",
  fieldInvalid: "{field} tidak sah",
  received: "{message} (diterima {received})",
} satisfies RefusalWords;
