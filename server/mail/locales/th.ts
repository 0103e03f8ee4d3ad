// The merchant's mail in Thai.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "รีเซ็ตรหัสผ่านพอร์ทัลร้านค้า",
    asked: "มีผู้ขอรีเซ็ตรหัสผ่านบัญชีพอร์ทัลร้านค้าของคุณที่ {origin} (เราหวังว่าเป็นคุณเอง)",
    useLink: "โปรดตั้งรหัสผ่านใหม่ผ่านลิงก์นี้ภายใน {minutes} นาที ลิงก์ใช้ได้เพียงครั้งเดียว:",
    signsOut: "เมื่อตั้งรหัสผ่านใหม่แล้ว คุณจะออกจากระบบในทุกที่ การยืนยันตัวตนแบบสองปัจจัยยังคงเหมือนเดิม",
    notYou: "หากคุณไม่ได้ขอรีเซ็ต โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณยังคงเหมือนเดิม",
  },
  paymentCompleted: {
    subject: "การชำระเงินเสร็จสมบูรณ์: {amount} {currency}",
    completed: "คำสั่งซื้อ {orderId} เสร็จสมบูรณ์แล้ว: ได้รับ {amount} {currency}",
    completedWithReference: "คำสั่งซื้อ {orderId} (เลขอ้างอิงของคุณ {reference}) เสร็จสมบูรณ์แล้ว: ได้รับ {amount} {currency}",
  },
  refundWaiting: {
    subject: "การคืนเงิน {amount} {currency} กำลังรอการชำระ",
    waiting:
      "การคืนเงิน {orderId} จำนวน {amount} {currency} ไปยัง {destination} กำลังรอให้กระเป๋าเงินของคุณชำระ: บริการนี้ไม่ถือคีย์ใด ๆ และไม่ส่งสิ่งใดออกไปเอง",
  },
  withdrawalWaiting: {
    subject: "การถอน {amount} {currency} กำลังรอการชำระ",
    waiting:
      "การถอน {orderId} จำนวน {amount} {currency} ไปยัง {destination} กำลังรอให้กระเป๋าเงินของคุณชำระ: บริการนี้ไม่ถือคีย์ใด ๆ และไม่ส่งสิ่งใดออกไปเอง",
  },
  payouts: {
    payHow: "เปิดหน้า “การจ่ายออก” ในพอร์ทัลเพื่อชำระจากกระเป๋าเงินของคุณ หรือยกเลิกรายการนี้",
  },
  notices: {
    why: "คุณได้รับอีเมลนี้ตามการตั้งค่าการแจ้งเตือนของบัญชีพอร์ทัลของคุณ ปิดการแจ้งเตือนได้ที่หน้า “บัญชี” ในพอร์ทัล",
  },
} satisfies MailWords;
