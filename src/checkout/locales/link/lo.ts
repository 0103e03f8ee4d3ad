// Lao: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const lo: LinkPageMessages = {
  heading: "ເລືອກວິທີຊຳລະເງິນ",
  price: "ລາຄາ",
  rateNote: "ຈຳນວນຕາມອັດຕາແລກປ່ຽນປັດຈຸບັນ ເມື່ອເລືອກແລ້ວ ທ່ານມີເວລາ {minutes} ນາທີໃນການຊຳລະ",
  inactiveHeading: "ລິ້ງຊຳລະເງິນນີ້ບໍ່ໄດ້ໃຊ້ງານແລ້ວ",
  notFoundHeading: "ບໍ່ມີລິ້ງຊຳລະເງິນນີ້",
  askMerchant: "ກະລຸນາຂໍລິ້ງໃໝ່ຈາກຮ້ານຄ້າ",
  failed: "ບໍ່ສາມາດເລືອກວິທີນີ້ໄດ້ໃນຕອນນີ້ ກະລຸນາເລືອກວິທີຊຳລະເງິນອື່ນ",
  quoteChanged: "ລາຄາປ່ຽນແປງຫຼັງຈາກສະແດງໜ້ານີ້ ກະລຸນາກວດເບິ່ງຈຳນວນໃໝ່ແລ້ວເລືອກອີກຄັ້ງ",
};

export default lo;
