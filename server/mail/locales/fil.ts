// The merchant's mail in Filipino.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "I-reset ang password mo sa portal ng merchant",
    asked: "May humiling (sana'y ikaw) na i-reset ang password ng account mo sa portal ng merchant sa {origin}.",
    useLink: "Magtakda ng bagong password gamit ang link na ito sa loob ng {minutes} minuto; isang beses lang ito gagana:",
    signsOut: "Kapag naitakda na, masa-sign out ka kahit saan. Mananatili ang two-factor authentication.",
    notYou: "Kung hindi ikaw ang humiling nito, huwag pansinin ang mensaheng ito: mananatili ang password mo.",
  },
  paymentCompleted: {
    subject: "Kumpleto na ang bayad: {amount} {currency}",
    completed: "Kumpleto na ang order {orderId}: natanggap ang {amount} {currency}.",
    completedWithReference: "Kumpleto na ang order {orderId} (ang reference mo {reference}): natanggap ang {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Mga bayad na nakumpleto hanggang {until}: {count}",
    summary: "Mga bayad na nakumpleto mula sa huli mong buod hanggang {until}: {count}.",
    totals: "Natanggap, ayon sa asset:",
    more: "At {count} pa: makikita silang lahat sa screen na Mga order ng portal.",
  },
  refundWaiting: {
    subject: "May refund na {amount} {currency} na naghihintay na bayaran",
    waiting:
      "Ang refund {orderId} na {amount} {currency} papunta sa {destination} ay naghihintay na bayaran ng wallet mo: walang hawak na key ang serbisyo at wala itong ipinapadala nang kusa.",
  },
  withdrawalWaiting: {
    subject: "May pag-withdraw na {amount} {currency} na naghihintay na bayaran",
    waiting:
      "Ang pag-withdraw {orderId} na {amount} {currency} papunta sa {destination} ay naghihintay na bayaran ng wallet mo: walang hawak na key ang serbisyo at wala itong ipinapadala nang kusa.",
  },
  payouts: {
    payHow: "Buksan ang Mga payout sa portal para bayaran ito mula sa wallet mo, o kanselahin ito.",
  },
  callbacksFailing: {
    subject: "Pumapalya ang mga callback sa {callbackHost} mula noong {since}",
    failing:
      "Pumapalya ang bawat callback ng status ng order sa {callbackHost} (integration {integrationId}) mula noong {since}; mga callback na susubukan pa ulit, na pahaba nang pahaba ang pagitan: {waiting}.",
    lastError: "Ang huling pagsubok: {error}",
    fix: "Tiyaking sumasagot ang server mo sa URL ng callback nang may 2xx na status. Ito lang ang mensahe tungkol sa sunod-sunod na pagpalyang ito: darating lang ang susunod kapag naihatid ulit ang mga callback at pumalya na naman.",
  },
  reorgAfterCredit: {
    subject: "Wala na sa chain ang isang na-credit na transfer sa order {orderId}",
    replaced:
      "Napalitan sa isang reorganisasyon ng chain ang {network} block {blockNumber} na naglalaman ng transaksyong {hash} ({amount} {currency}, na-credit sa order {orderId}), at wala na ngayon ang transaksyon sa anumang block ng chain.",
    stands:
      "Nananatili ang credit: hindi ito kailanman binabawi ng serbisyo nang kusa. Tingnan ang transaksyon sa nagbayad o sa isang explorer bago ka magpadala o mag-payout batay rito; kung bumalik ito sa mas huling block, ipapakita rin iyon ng order.",
  },
  notices: {
    why: "Natatanggap mo ito dahil ganito ang nakatakda sa mga notification ng account mo sa portal; i-off ang mga ito sa screen na Account ng portal.",
  },
} satisfies MailWords;
