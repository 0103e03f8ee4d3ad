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
  paymentsDigest: {
    subject: "Pembayaran selesai sehingga {until}: {count}",
    summary: "Pembayaran yang selesai sejak ringkasan terakhir anda sehingga {until}: {count}.",
    totals: "Diterima, mengikut aset:",
    more: "Dan {count} lagi: skrin Pesanan di portal menyenaraikan semuanya.",
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
  callbacksFailing: {
    subject: "Panggilan balik ke {callbackHost} gagal sejak {since}",
    failing:
      "Setiap panggilan balik status pesanan ke {callbackHost} (integrasi {integrationId}) gagal sejak {since}; panggilan balik yang masih akan dicuba semula, dengan jeda yang makin panjang: {waiting}.",
    lastError: "Percubaan terakhir: {error}",
    fix: "Pastikan pelayan anda menjawab di URL panggilan balik dengan status 2xx. Ini satu-satunya mesej tentang siri kegagalan ini: mesej seterusnya hanya datang selepas panggilan balik berjaya dihantar semula dan kemudian gagal lagi.",
  },
  reorgAfterCredit: {
    subject: "Pindahan yang dikreditkan kepada pesanan {orderId} tiada lagi dalam rantaian",
    replaced:
      "Blok {network} {blockNumber} yang mengandungi transaksi {hash} ({amount} {currency}, dikreditkan kepada pesanan {orderId}) telah digantikan oleh penyusunan semula rantaian, dan transaksi itu kini tiada dalam mana-mana blok rantaian.",
    stands:
      "Kredit itu kekal: perkhidmatan ini tidak pernah menariknya balik sendiri. Semak transaksi itu dengan pembayar atau di explorer sebelum anda menghantar barang atau membuat pembayaran keluar berdasarkannya; jika ia kembali dalam blok kemudian, pesanan juga akan menunjukkannya.",
  },
  notices: {
    why: "Anda menerima mesej ini kerana tetapan pemberitahuan akaun portal anda; matikannya di skrin Akaun dalam portal.",
  },
} satisfies MailWords;
