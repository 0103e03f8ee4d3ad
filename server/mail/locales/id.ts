// The merchant's mail in Indonesian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Atur ulang kata sandi portal merchant Anda",
    asked: "Seseorang (semoga Anda sendiri) meminta pengaturan ulang kata sandi akun portal merchant Anda di {origin}.",
    useLink: "Buat kata sandi baru melalui tautan ini dalam {minutes} menit; tautan ini hanya berlaku satu kali:",
    signsOut: "Setelah itu, Anda akan keluar dari semua perangkat. Autentikasi dua faktor tetap seperti semula.",
    notYou: "Jika Anda tidak memintanya, abaikan pesan ini: kata sandi Anda tetap seperti semula.",
  },
  paymentCompleted: {
    subject: "Pembayaran selesai: {amount} {currency}",
    completed: "Pesanan {orderId} telah selesai: {amount} {currency} diterima.",
    completedWithReference: "Pesanan {orderId} (referensi Anda {reference}) telah selesai: {amount} {currency} diterima.",
  },
  paymentsDigest: {
    subject: "Pembayaran selesai hingga {until}: {count}",
    summary: "Pembayaran yang selesai sejak ringkasan terakhir Anda hingga {until}: {count}.",
    totals: "Diterima, per aset:",
    more: "Dan {count} lainnya: semuanya ada di layar Pesanan pada portal.",
  },
  refundWaiting: {
    subject: "Pengembalian dana {amount} {currency} menunggu dibayar",
    waiting:
      "Pengembalian dana {orderId} sebesar {amount} {currency} ke {destination} menunggu dibayar dari dompet Anda: layanan ini tidak menyimpan kunci apa pun dan tidak mengirim apa pun sendiri.",
  },
  withdrawalWaiting: {
    subject: "Penarikan {amount} {currency} menunggu dibayar",
    waiting:
      "Penarikan {orderId} sebesar {amount} {currency} ke {destination} menunggu dibayar dari dompet Anda: layanan ini tidak menyimpan kunci apa pun dan tidak mengirim apa pun sendiri.",
  },
  payouts: {
    payHow: "Buka Pembayaran keluar di portal untuk membayarnya dari dompet Anda, atau membatalkannya.",
  },
  callbacksFailing: {
    subject: "Callback ke {callbackHost} gagal sejak {since}",
    failing:
      "Setiap callback status pesanan ke {callbackHost} (integrasi {integrationId}) gagal sejak {since}; callback yang masih akan dicoba lagi, dengan jeda yang makin panjang: {waiting}.",
    lastError: "Percobaan terakhir: {error}",
    fix: "Pastikan server Anda menjawab di URL callback dengan status 2xx. Ini satu-satunya pesan tentang rangkaian kegagalan ini: pesan berikutnya datang setelah callback berhasil terkirim lalu gagal lagi.",
  },
  reorgAfterCredit: {
    subject: "Transfer yang dikreditkan ke pesanan {orderId} tidak lagi ada di chain",
    replaced:
      "Blok {network} {blockNumber} yang memuat transaksi {hash} ({amount} {currency}, dikreditkan ke pesanan {orderId}) digantikan oleh reorg, dan transaksi itu kini tidak ada di blok mana pun di chain.",
    stands:
      "Kredit tetap berlaku: layanan tidak pernah menariknya kembali sendiri. Periksa transaksi itu dengan pembayar atau di explorer sebelum Anda mengirim barang atau membayar berdasarkan transaksi itu; jika transaksi muncul lagi di blok berikutnya, pesanan juga akan menunjukkannya.",
  },
  notices: {
    why: "Anda menerima pesan ini karena pengaturan notifikasi akun portal Anda; matikan notifikasi di layar Akun pada portal.",
  },
} satisfies MailWords;
