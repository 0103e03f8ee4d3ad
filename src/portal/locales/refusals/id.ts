// Indonesian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Email dan kata sandi itu tidak cocok dengan akun mana pun. Periksa keduanya, atau atur ulang kata sandi lewat “Lupa kata sandi?”.",
  signInNoMatchOperator:
    "Email dan kata sandi itu tidak cocok dengan akun mana pun. Periksa keduanya, atau minta operator layanan untuk mengatur ulang kata sandi.",
  signInTooMany: "Terlalu banyak gagal masuk untuk email ini atau dari alamat ini: coba lagi dalam {minutes} menit",
  signInsToAccountTooMany: "Terlalu banyak upaya masuk ke akun ini: coba lagi dalam {minutes} menit",
  signUpsTooMany: "Terlalu banyak pendaftaran dari alamat ini: coba lagi dalam {minutes} menit",
  wrongAnswersTooMany: "Terlalu banyak jawaban salah: coba lagi dalam {minutes} menit",
  resetRequestsTooMany: "Terlalu banyak permintaan atur ulang untuk email ini atau dari alamat ini: coba lagi dalam {minutes} menit",
  passwordChecksTooMany:
    "Terlalu banyak pemeriksaan kata sandi sekaligus dari alamat ini (paling banyak {count} menunggu): coba lagi dalam beberapa detik",
  passwordChecksBusy: "Layanan sedang sibuk memeriksa kata sandi: coba lagi dalam beberapa detik",
  signInCodeNeeded: "Masukkan kode 6 digit dari aplikasi autentikator Anda, atau salah satu kode pemulihan Anda",
  signInCodeWrong: "Kode itu salah (atau sudah dipakai): masukkan kode yang ditampilkan aplikasi Anda sekarang",
  codeNeeded: "Masukkan kode 6 digit dari aplikasi autentikator Anda, atau kode pemulihan",
  codeWrong: "Kode itu salah (atau sudah dipakai)",
  passwordNeeded: "Masukkan kata sandi Anda",
  passwordWrong: "Kata sandi itu salah",
  currentPasswordWrong: "Kata sandi saat ini salah",
  signUpClosed: "Pendaftaran di layanan ini ditutup: minta akun kepada operatornya",
  signUpRefused: "Akun tidak dapat dibuat dengan email ini: jika email ini milik Anda, masuk saja",
  passwordLinkUnusable: "Tautan ini tidak berfungsi (sudah dipakai, kedaluwarsa, atau tidak utuh): minta tautan baru",
  passwordLinkNotWhole: "tautan ini tidak utuh: buka tautan yang diberikan operator kepada Anda",
  resetNotMailed: "Layanan ini tidak mengirim email atur ulang kata sandi: minta tautan kepada operatornya untuk membuat kata sandi baru",
  emailInvalid: "email harus berupa alamat seperti you@example.com",
  newPasswordLength: "kata sandi harus {min} sampai {max} karakter (beberapa kata sudah jadi kata sandi yang baik)",
  passwordLength: "kata sandi harus 1 sampai {max} karakter",
  codeShapeWithRecovery:
    "kode harus berupa 6 digit yang ditampilkan aplikasi autentikator Anda, atau kode pemulihan seperti abcd-efgh-ijkl-mnop",
  codeShape: "kode harus berupa 6 digit yang ditampilkan aplikasi autentikator Anda",
  notSignedIn: "Anda belum masuk (atau sesi Anda telah berakhir): masuk lagi",
  accountGone: "Akun ini sudah tidak ada",
  stepUpCode:
    "Perubahan ini memerlukan kode autentikator yang dimasukkan dalam {minutes} menit terakhir: konfirmasikan, lalu ulangi perubahan",
  stepUpPassword:
    "Perubahan ini memerlukan kata sandi yang dimasukkan dalam {minutes} menit terakhir: konfirmasikan, lalu ulangi perubahan",
  crossOrigin: "Perubahan portal hanya diterima dari halaman portal itu sendiri di {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Masuk dengan dua faktor sudah aktif: nonaktifkan dulu untuk memulai lagi dengan aplikasi baru",
  twoFactorAlreadyOff: "Masuk dengan dua faktor sudah nonaktif",
  twoFactorNotStarted: "Mulai dulu pengaturan dua faktor: tidak ada kunci baru yang menunggu kodenya",
  twoFactorCodeMismatch: "Kode itu tidak cocok dengan kunci baru: periksa jam di aplikasi dan masukkan kode yang ditampilkannya sekarang",
  twoFactorRestarted: "Pengaturan dimulai ulang di tempat lain: gunakan kunci terbaru yang ditampilkan",

  apiKeyName: "nama harus 1 sampai {max} karakter, misalnya “Server toko”",
  apiKeyUnknown: "Tidak ada kunci API {id} milik akun ini",
  clientGone: "Klien akun ini sudah tidak ada",
  languageUnknown: "bahasa harus berupa kode bahasa yang didukung layanan, misalnya “en”, “de”, “pt”, atau “zh-Hant”",

  integrationUnknown: "integrasi {id} tidak ada: gunakan ID dari GET /api/v1/integrations",
  shopNameInvisible:
    "nama tidak memiliki karakter yang terlihat (hanya spasi, penyambung, atau karakter tak terlihat lain): tulis nama toko seperti yang seharusnya dibaca pembayar",
  urlNotHttp: "{field} harus berupa URL http(s) absolut",
  supportUrlNotHttp: "supportUrl harus berupa URL http(s) absolut, misalnya https://shop.example/help",
  supportUrlCredentials: "supportUrl tidak boleh memuat kredensial (user:password@): pembayar dapat melihatnya",
  urlNotHttps: "{field} harus memakai https; diterima {got}",
  urlUserinfo:
    "{field} tidak boleh memuat pengguna atau kata sandi sebelum “@” (tampak seperti {shownHost} tetapi menuju {host}): isi alamat toko itu sendiri",
  urlHttpSandbox:
    "{field} harus memakai https (http hanya diterima untuk localhost, 127.0.0.1, dan [::1] dalam mode sandbox); diterima {origin}",
  logoUrlNotHttps: "logoUrl harus berupa URL https absolut (atau null jika tanpa logo)",
  accentColor: "accentColor harus berupa warna dalam format #rrggbb (atau null untuk bawaan)",
  callbackUrlNotHttp: "callbackUrl harus berupa URL http(s)",
  callbackUrlCredentials: "callbackUrl tidak boleh memuat kredensial (user:password@): verifikasi callback lewat header webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl ditolak: {host} mengarah ke {address}; tujuan callback {ip} termasuk {range}: ditolak di luar mode sandbox (aturan “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 mengizinkannya)",
  callbackDestinationNever:
    "callbackUrl ditolak: {host} mengarah ke {address}; tujuan callback {ip} termasuk {range}: callback tidak pernah dikirim ke sana (aturan “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl ditolak: tujuan callback {ip} termasuk {range}: ditolak di luar mode sandbox (aturan “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 mengizinkannya)",
  callbackAddressNever:
    "callbackUrl ditolak: tujuan callback {ip} termasuk {range}: callback tidak pernah dikirim ke sana (aturan “{rule}”)",
  callbackUrlRefused: "callbackUrl ditolak: {problem}",
  callbackUrlMissing:
    "integrasi {id} tidak punya URL callback: atur dulu dengan PUT /_sandbox/integrations/{id}/webhook, atau jalankan crypto-checkout listen",
  testEventsTooMany:
    "Paling banyak {limit} event uji per integrasi setiap {minutes} menit (TEST_EVENTS_PER_INTEGRATION): kirim berikutnya setelah jumlah detik di Retry-After",
  originsList: "allowedOrigins harus berupa daftar origin, atau null untuk mengizinkan semua",
  originsTooMany: "allowedOrigins berisi lebih dari {max} origin",
  originText: "setiap origin harus berupa string",
  originExact:
    "setiap origin harus berupa origin http(s) yang persis, misalnya “https://shop.example” (skema dan host, tanpa path atau wildcard); diterima {got}",
  appSchemesList: 'appReturnSchemes harus berupa daftar skema seperti ["myshop"], atau [] jika tidak ada',
  appSchemesTooMany: "appReturnSchemes berisi lebih dari {max} skema",
  appSchemeText: "setiap skema kembali ke aplikasi harus berupa string, misalnya “myshop”",
  appSchemeShape:
    "setiap skema kembali ke aplikasi harus berupa skema URL seperti “myshop”: satu huruf kecil, lalu hingga 31 huruf, angka, “+”, “-”, atau “.”; diterima {got}",
  appSchemeWeb: "skema kembali ke aplikasi tidak boleh {scheme}: URL kembali https selalu diizinkan, cantumkan hanya skema milik aplikasi",
  appSchemeDevice:
    "skema kembali ke aplikasi tidak boleh {scheme}: skema itu menjalankan atau membaca sesuatu di perangkat pembayar, bukan membuka aplikasi",
  toleranceText: "paymentTolerancePercent harus berupa teks desimal, misalnya “0.5” (persen)",
  tolerancePlain: "paymentTolerancePercent harus berupa teks desimal polos, misalnya “0.5”: angka dan satu titik opsional",
  toleranceFraction: "paymentTolerancePercent memiliki lebih dari 2 angka desimal",
  toleranceRange: "paymentTolerancePercent harus antara 0 dan 100",
  supportEmail: "supportEmail harus berupa alamat email seperti help@shop.example",
  fieldTrueOrFalse: "{field} harus true atau false",
  fieldStringOrNull: "{field} harus berupa string atau null",

  orderUnknown: "pesanan {id} tidak ada: gunakan orderId dari daftar pesanan",
  orderUnknownForIntegration: "pesanan {id} tidak ada untuk integrasi {integration}",
  orderMissing: "pesanan {id} tidak ada",
  deliveryUnknown: "pengiriman {id} tidak ada: gunakan ID dari GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} bukan salah satu integrasi Anda: gunakan ID dari GET /api/v1/integrations",
  assetUnknown: "{field} {id} bukan aset yang didukung: gunakan salah satu dari {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} dinonaktifkan untuk operasi (GET /api/v1/assets menampilkan disabled: true): pilih aset yang aktif",
  amountBelowMinimum: "{field} {amount} di bawah jumlah masuk minimum {minimum} {asset} di {network}: kirim setidaknya {minimum}",
  customerRequired: "customer wajib diisi saat membuat pesanan sejak rilis 15.09.2025: kirim { type, firstName, lastName }",
  customerObject: "customer harus berupa objek: { type, firstName, lastName }",
  customerType: "customer.type harus “individual” (satu-satunya jenis pelanggan yang dikenal spesifikasi)",
  amountRequired: "jumlah wajib diisi: kirim sebagai teks desimal, misalnya “10.50”",
  amountNumber: "jumlah harus berupa string teks desimal seperti “10.50”, bukan angka JSON",
  amountString: "jumlah harus berupa string teks desimal seperti “10.50”",
  amountPlain: "jumlah harus berupa teks desimal polos seperti “10.50”: angka, satu titik opsional, tanpa tanda, eksponen, atau spasi",
  amountIntegerDigits: "jumlah memiliki lebih dari {max} digit sebelum titik",
  amountFractionDigits: "jumlah memiliki lebih dari {max} angka desimal",
  amountPositive: "jumlah harus lebih dari nol",
  amountDecimal: "jumlah harus berupa teks desimal",
  ownAddress:
    "destinationAddress {address} adalah salah satu alamat pesanan milik layanan ini sendiri: kirim pengembalian dana atau penarikan ke dompet pembayar atau dompet Anda sendiri",
  addressInvalidTron:
    "destinationAddress {address} bukan alamat {network} yang valid untuk {asset}: diharapkan alamat base58check yang diawali T (34 karakter)",
  addressInvalidEvm:
    "destinationAddress {address} bukan alamat {network} yang valid untuk {asset}: diharapkan 0x diikuti 40 digit heksadesimal, dengan checksum EIP-55 yang benar jika huruf besar-kecil bercampur",
  balanceShort:
    "integrasi {integration} memegang {balance} {asset}, tetapi jumlah {amount} ditambah biaya jaringan {fee} membutuhkan {needed}: penarikan hanya memakai saldo integrationId yang disebutkannya, pengembalian dana memakai saldo integrasi pesanan yang dikembalikan.",
  refundOrderUnknown:
    "refundOrderId {id} bukan salah satu pesanan Anda: gunakan orderId dari pesanan pembayaran atau deposit yang sudah selesai",
  refundOrderType: "pesanan {id} adalah pesanan {type}: hanya pesanan pembayaran dan deposit yang bisa dikembalikan dananya",
  refundOrderStatus: "pesanan {id} berstatus {status}: pengembalian dana baru bisa dibuat setelah pesanan selesai",
  refundAssetMismatch: "assetId {assetId} tidak cocok dengan pesanan {id}, yang menerima {asset}: kembalikan dana dalam {asset}",
  refundTooMuch:
    "jumlah {amount} melebihi yang masih bisa dikembalikan untuk pesanan {id}: {refundable} {asset} (diterima {primary}, dikembalikan {refunded})",
  markPaidRefused:
    "pesanan {id} tidak dapat ditandai sebagai dibayar: hanya pesanan yang pembayarannya tiba setelah batas waktunya (masih diproses) yang bisa",
  noPaymentWindow: "pesanan {id} tidak punya batas waktu pembayaran yang berjalan: hanya pesanan dari tautan pembayaran yang punya",

  linkUnknown: "tautan pembayaran {id} tidak ada: gunakan linkId dari POST /api/v1/payment-links atau GET /api/v1/payment-links",
  linkNameInvisible: "nama tidak memiliki karakter yang terlihat: tulis nama barang seperti yang seharusnya dibaca pembayar",
  priceCurrencyUnknown: "price.currency {currency} bukan mata uang yang dikenal kurs ({currencies}) dan bukan assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} harus berupa teks desimal di atas nol dengan paling banyak {digits} angka desimal untuk {currency}, misalnya {example}",
  priceInAsset: 'harga dalam {asset} hanya dibayar dengan {asset}: hapus assetIds atau kirim ["{asset}"]',
  priceAmountRequired: "price.amount wajib diisi, sebagai teks desimal seperti “10.00”",
  priceAmountText: "price.amount harus berupa teks desimal seperti “10.00”",
  priceCurrencyRequired: "price.currency wajib diisi: “USD”, “EUR”, atau assetId",
  priceObject: 'price harus berupa objek: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "setiap isi assetIds harus berupa string assetId",
  assetIdsArray: "assetIds harus berupa array assetId",
  assetIdsEmpty: "assetIds harus menyebut setidaknya satu aset (hapus untuk semua aset yang aktif)",
  assetIdsTooMany: "assetIds berisi lebih dari {max} item",
  expiryWhole: "expiresInMinutes harus berupa bilangan bulat menit dari {min} sampai {max}",
  expiryMin: "expiresInMinutes paling sedikit {min}",
  expiryMax: "expiresInMinutes paling banyak {max} (satu minggu)",
  returnUrlHttps: "returnUrl harus berupa URL https absolut",
  returnUrlApp:
    "returnUrl harus berupa URL absolut: https, atau tautan aplikasi dengan salah satu skema kembali ke aplikasi milik integrasi",

  payoutUnknown: "pembayaran keluar {id} tidak ada: gunakan orderId dari GET /api/v1/payouts",
  payoutNotAwaitingPaid:
    "pembayaran keluar {id} berstatus {state}: hanya pembayaran keluar yang masih menunggu pembayaran yang bisa ditandai dibayar",
  payoutNotAwaitingCancel:
    "pembayaran keluar {id} berstatus {state}: hanya pembayaran keluar yang masih menunggu pembayaran yang bisa dibatalkan (transfer yang terlihat untuknya mungkin sudah keluar dari dompet)",
  payoutNoStranger:
    "pembayaran keluar {id} tidak punya transfer dari dompet tak dikenal dengan hash dan logIndex ini yang menunggu jawaban: gunakan salah satu yang tercantum di daftar tak dikenal pembayaran keluar itu",
  transferPaidOther: "transfer {hash} (log {logIndex}) sudah membayar pembayaran keluar lain: satu transfer membayar paling banyak satu",
  hashText: "hash harus berupa string: hash transaksi yang dikirim penanda tangan",
  hashShape:
    "hash harus 64 digit heksadesimal (dengan awalan 0x di Ethereum dan BNB Smart Chain): hash transaksi yang dikirim penanda tangan",
  strangerHashText: "hash harus berupa string: hash transfer yang tercantum di daftar tak dikenal pembayaran keluar",
  strangerHashShape:
    "hash harus 64 digit heksadesimal (dengan awalan 0x di Ethereum dan BNB Smart Chain): hash transfer yang tercantum di daftar tak dikenal pembayaran keluar",
  logIndexWhole: "logIndex harus berupa bilangan bulat: logIndex transfer yang tercantum di daftar tak dikenal pembayaran keluar",
  logIndexMin: "logIndex harus 0 atau lebih: logIndex transfer yang tercantum di daftar tak dikenal pembayaran keluar",

  bodyNotJson: "Content-Type {contentType} bukan JSON: kirim body sebagai JSON dengan Content-Type: application/json",
  bodyBadJson: "Body bukan JSON yang valid ({reason}): kirim satu objek JSON",
  bodyNotObject: "Body harus berupa objek JSON, diterima {value}",
  bodyTooLarge: "Body lebih besar dari {bytes} byte: kirim objek JSON yang lebih kecil",
  idempotencyKeyShape:
    "Idempotency-Key {key} harus 1 sampai 255 karakter ASCII terlihat tanpa spasi: kirim nilai acak baru (UUID) untuk setiap permintaan",
  idempotencyKeyReused:
    "Idempotency-Key {key} sudah dipakai untuk permintaan lain (body atau endpoint berbeda): ulangi permintaan yang persis sama untuk mendapatkan jawabannya lagi, atau gunakan kunci baru untuk permintaan baru",
  requestsTooMany:
    "Terlalu banyak permintaan ke {what}: paling banyak {limit} per {seconds} dtk dari satu klien ({setting}). Coba lagi setelah jumlah detik di Retry-After.",
  fieldDate: "{field} harus berupa tanggal dengan format YYYY-MM-DD",
  fieldControlCharacters: "{field} tidak boleh memuat karakter kontrol (ditemukan {character}): kirim teks tanpa karakter itu",
  fieldDisplayCharacters:
    "{field} tidak boleh memuat karakter kontrol atau format dua arah (ditemukan {character}): karakter itu mengubah apa yang dilihat pembayar",
  fieldRequired: "{field} wajib diisi",
  fieldEmpty: "{field} tidak boleh kosong",
  fieldTooLong: "{field} lebih dari {max} karakter",
  fieldText: "{field} harus berupa teks",
  fieldString: "{field} harus berupa string",
  fieldOneOf: "{field} harus salah satu dari {values}",
  fieldType: "{field} harus berupa {expected}",
  fieldInvalid: "{field} tidak valid",
  received: "{message} (diterima {received})",
} satisfies RefusalWords;
