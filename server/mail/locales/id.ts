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
  notices: {
    why: "Anda menerima pesan ini karena pengaturan notifikasi akun portal Anda; matikan notifikasi di layar Akun pada portal.",
  },
} satisfies MailWords;
