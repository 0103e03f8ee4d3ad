// The merchant's mail in Lao.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "ຕັ້ງລະຫັດຜ່ານພອດທັລຮ້ານຄ້າຄືນໃໝ່",
    asked: "ມີຜູ້ຂໍຕັ້ງລະຫັດຜ່ານຂອງບັນຊີພອດທັລຮ້ານຄ້າຂອງທ່ານທີ່ {origin} ຄືນໃໝ່ (ເຮົາຫວັງວ່າແມ່ນທ່ານເອງ)",
    useLink: "ກະລຸນາຕັ້ງລະຫັດຜ່ານໃໝ່ຜ່ານລິ້ງນີ້ພາຍໃນ {minutes} ນາທີ ລິ້ງໃຊ້ໄດ້ພຽງເທື່ອດຽວ:",
    signsOut: "ເມື່ອຕັ້ງແລ້ວ ທ່ານຈະອອກຈາກລະບົບໃນທຸກບ່ອນ ການຢືນຢັນສອງຂັ້ນຕອນຍັງຄືເກົ່າ",
    notYou: "ຖ້າທ່ານບໍ່ໄດ້ຂໍ ກະລຸນາບໍ່ຕ້ອງສົນໃຈອີເມວນີ້: ລະຫັດຜ່ານຂອງທ່ານຍັງຄືເກົ່າ",
  },
  paymentCompleted: {
    subject: "ການຊຳລະເງິນສຳເລັດ: {amount} {currency}",
    completed: "ຄຳສັ່ງຊື້ {orderId} ສຳເລັດແລ້ວ: ໄດ້ຮັບ {amount} {currency}",
    completedWithReference: "ຄຳສັ່ງຊື້ {orderId} (ເລກອ້າງອີງຂອງທ່ານ {reference}) ສຳເລັດແລ້ວ: ໄດ້ຮັບ {amount} {currency}",
  },
  refundWaiting: {
    subject: "ການຄືນເງິນ {amount} {currency} ກຳລັງລໍຖ້າການຈ່າຍ",
    waiting:
      "ການຄືນເງິນ {orderId} ຈຳນວນ {amount} {currency} ໄປຫາ {destination} ກຳລັງລໍຖ້າໃຫ້ກະເປົາເງິນຂອງທ່ານຈ່າຍ: ບໍລິການນີ້ບໍ່ຖືກະແຈໃດໆ ແລະ ບໍ່ສົ່ງຫຍັງອອກໄປເອງ",
  },
  withdrawalWaiting: {
    subject: "ການຖອນເງິນ {amount} {currency} ກຳລັງລໍຖ້າການຈ່າຍ",
    waiting:
      "ການຖອນເງິນ {orderId} ຈຳນວນ {amount} {currency} ໄປຫາ {destination} ກຳລັງລໍຖ້າໃຫ້ກະເປົາເງິນຂອງທ່ານຈ່າຍ: ບໍລິການນີ້ບໍ່ຖືກະແຈໃດໆ ແລະ ບໍ່ສົ່ງຫຍັງອອກໄປເອງ",
  },
  payouts: {
    payHow: "ເປີດໜ້າ “ການຈ່າຍອອກ” ໃນພອດທັລ ເພື່ອຈ່າຍຈາກກະເປົາເງິນຂອງທ່ານ ຫຼື ຍົກເລີກ",
  },
  notices: {
    why: "ທ່ານໄດ້ຮັບອີເມວນີ້ຕາມການຕັ້ງຄ່າການແຈ້ງເຕືອນຂອງບັນຊີພອດທັລຂອງທ່ານ ປິດໄດ້ທີ່ໜ້າ “ບັນຊີ” ໃນພອດທັລ",
  },
} satisfies MailWords;
