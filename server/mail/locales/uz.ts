// The merchant's mail in Uzbek (Latin script).
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Sotuvchi portali parolini tiklash",
    asked: "Kimdir (umid qilamizki, siz) {origin} manzilidagi sotuvchi portali hisobingiz parolini tiklashni soʻradi.",
    useLink: "Yangi parolni shu havola orqali {minutes} daqiqa ichida oʻrnating; havola faqat bir marta ishlaydi:",
    signsOut: "Parol oʻrnatilgach, barcha qurilmalardagi seanslaringiz tugatiladi. Ikki bosqichli kirish oʻzgarishsiz qoladi.",
    notYou: "Agar buni siz soʻramagan boʻlsangiz, bu xabarni eʼtiborsiz qoldiring: parolingiz oʻzgarishsiz qoladi.",
  },
  paymentCompleted: {
    subject: "Toʻlov yakunlandi: {amount} {currency}",
    completed: "{orderId} buyurtmasi yakunlandi: {amount} {currency} qabul qilindi.",
    completedWithReference: "{orderId} buyurtmasi (sizning raqamingiz {reference}) yakunlandi: {amount} {currency} qabul qilindi.",
  },
  refundWaiting: {
    subject: "{amount} {currency} miqdoridagi qaytarish toʻlanishini kutmoqda",
    waiting:
      "{destination} manziliga {amount} {currency} miqdoridagi {orderId} qaytarishi hamyoningiz uni toʻlashini kutmoqda: xizmat hech qanday kalit saqlamaydi va oʻzi hech narsa yubormaydi.",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} miqdoridagi yechib olish toʻlanishini kutmoqda",
    waiting:
      "{destination} manziliga {amount} {currency} miqdoridagi {orderId} yechib olishi hamyoningiz uni toʻlashini kutmoqda: xizmat hech qanday kalit saqlamaydi va oʻzi hech narsa yubormaydi.",
  },
  payouts: {
    payHow: "Uni hamyoningizdan toʻlash yoki bekor qilish uchun portalda “Chiqim toʻlovlari” boʻlimini oching.",
  },
  notices: {
    why: "Bu xabarni portal hisobingizning bildirishnoma sozlamalari shuni talab qilgani uchun olyapsiz; ularni portalning “Hisob” ekranida oʻchirishingiz mumkin.",
  },
} satisfies MailWords;
