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
  paymentsDigest: {
    subject: "{until} gacha yakunlangan toʻlovlar: {count}",
    summary: "Oxirgi xulosangizdan beri {until} gacha yakunlangan toʻlovlar: {count}.",
    totals: "Qabul qilingan, aktivlar boʻyicha:",
    more: "Yana {count} ta: hammasi portalning «Buyurtmalar» ekranida.",
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
  callbacksFailing: {
    subject: "{callbackHost} manziliga callbacklar {since} vaqtidan beri yetib bormayapti",
    failing:
      "{callbackHost} manziliga yuborilgan har bir buyurtma holati callbacki ({integrationId} integratsiyasi) {since} vaqtidan beri muvaffaqiyatsiz tugayapti; tobora uzayib boruvchi tanaffuslar bilan qayta urinib koʻriladigan callbacklar: {waiting}.",
    lastError: "Soʻnggi urinish: {error}",
    fix: "Serveringiz callback URL manzilida 2xx holati bilan javob berishini tekshiring. Bu nosozliklar seriyasi haqidagi yagona xabar shu: keyingisi callbacklar yana yetkazilib, soʻng yana muvaffaqiyatsiz boʻlgandan keyingina keladi.",
  },
  reorgAfterCredit: {
    subject: "{orderId} buyurtmasiga hisobga yozilgan oʻtkazma endi zanjirda yoʻq",
    replaced:
      "{hash} tranzaksiyasi ({amount} {currency}, {orderId} buyurtmasiga hisobga yozilgan) joylashgan {network} tarmogʻidagi {blockNumber} blok zanjirning qayta tashkil etilishi (reorg) natijasida almashtirildi va tranzaksiya endi zanjirning hech bir blokida yoʻq.",
    stands:
      "Yozuv kuchda qoladi: xizmat uni hech qachon oʻzi bekor qilmaydi. Unga tayanib tovar joʻnatish yoki toʻlov qilishdan oldin tranzaksiyani toʻlovchidan yoki explorer’da tekshiring; agar u keyingi blokda qaytib kelsa, buyurtma buni ham koʻrsatadi.",
  },
  notices: {
    why: "Bu xabarni portal hisobingizning bildirishnoma sozlamalari shuni talab qilgani uchun olyapsiz; ularni portalning “Hisob” ekranida oʻchirishingiz mumkin.",
  },
} satisfies MailWords;
