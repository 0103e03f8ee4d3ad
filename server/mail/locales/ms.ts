// The merchant's mail in Malay.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Tetapkan semula kata laluan portal peniaga anda",
    asked: "Seseorang (kami harap anda sendiri) telah meminta untuk menetapkan semula kata laluan akaun portal peniaga anda di {origin}.",
    useLink: "Tetapkan kata laluan baharu melalui pautan ini dalam masa {minutes} minit; pautan ini hanya boleh digunakan sekali:",
    signsOut: "Selepas itu, anda akan dilog keluar di semua tempat. Pengesahan dua faktor kekal seperti sedia ada.",
    notYou: "Jika anda tidak membuat permintaan ini, abaikan mesej ini: kata laluan anda kekal seperti sedia ada.",
  },
  paymentCompleted: {
    subject: "Pembayaran selesai: {amount} {currency}",
    completed: "Pesanan {orderId} telah selesai: {amount} {currency} diterima.",
    completedWithReference: "Pesanan {orderId} (rujukan anda {reference}) telah selesai: {amount} {currency} diterima.",
  },
  refundWaiting: {
    subject: "Bayaran balik {amount} {currency} sedang menunggu untuk dibayar",
    waiting:
      "Bayaran balik {orderId} sebanyak {amount} {currency} kepada {destination} sedang menunggu dompet anda membayarnya: perkhidmatan ini tidak menyimpan sebarang kunci dan tidak menghantar apa-apa sendiri.",
  },
  withdrawalWaiting: {
    subject: "Pengeluaran {amount} {currency} sedang menunggu untuk dibayar",
    waiting:
      "Pengeluaran {orderId} sebanyak {amount} {currency} kepada {destination} sedang menunggu dompet anda membayarnya: perkhidmatan ini tidak menyimpan sebarang kunci dan tidak menghantar apa-apa sendiri.",
  },
  payouts: {
    payHow: "Buka Pembayaran keluar dalam portal untuk membayarnya dari dompet anda, atau membatalkannya.",
  },
  notices: {
    why: "Anda menerima mesej ini kerana tetapan pemberitahuan akaun portal anda; matikannya di skrin Akaun dalam portal.",
  },
} satisfies MailWords;
