// The merchant's mail in Serbian (Cyrillic).
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Ресетовање лозинке за портал за трговце",
    asked: "Неко (надамо се Ви) је затражио ресетовање лозинке Вашег налога на порталу за трговце на {origin}.",
    useLink: "Поставите нову лозинку помоћу овог линка у року од {minutes} мин; линк важи само једном:",
    signsOut: "Тиме ћете бити одјављени свуда. Двофакторска потврда остаје непромењена.",
    notYou: "Ако Ви нисте затражили ово, занемарите ову поруку: Ваша лозинка остаје непромењена.",
  },
  paymentCompleted: {
    subject: "Плаћање је завршено: {amount} {currency}",
    completed: "Поруџбина {orderId} је завршена: примљено {amount} {currency}.",
    completedWithReference: "Поруџбина {orderId} (Ваша референца {reference}) је завршена: примљено {amount} {currency}.",
  },
  refundWaiting: {
    subject: "Повраћај од {amount} {currency} чека на плаћање",
    waiting:
      "Повраћај {orderId} од {amount} {currency} на {destination} чека да га Ваш новчаник плати: сервис не држи ниједан кључ и сам ништа не шаље.",
  },
  withdrawalWaiting: {
    subject: "Подизање од {amount} {currency} чека на плаћање",
    waiting:
      "Подизање {orderId} од {amount} {currency} на {destination} чека да га Ваш новчаник плати: сервис не држи ниједан кључ и сам ништа не шаље.",
  },
  payouts: {
    payHow: "Отворите „Исплате” у порталу да бисте га платили из свог новчаника или га отказали.",
  },
  notices: {
    why: "Ову поруку добијате јер су обавештења Вашег налога на порталу тако подешена; можете их искључити на порталу, на екрану „Налог”.",
  },
} satisfies MailWords;
