// The merchant's mail in Hindi.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "अपने मर्चेंट पोर्टल का पासवर्ड रीसेट करें",
    asked: "किसी ने (हमें उम्मीद है कि आपने ही) {origin} पर आपके मर्चेंट पोर्टल खाते का पासवर्ड रीसेट करने का अनुरोध किया है।",
    useLink: "इस लिंक से {minutes} मिनट के भीतर नया पासवर्ड सेट करें; यह केवल एक बार काम करता है:",
    signsOut: "पासवर्ड सेट करते ही आप हर जगह से साइन आउट हो जाएँगे। टू-फ़ैक्टर ऑथेंटिकेशन जैसा है वैसा ही रहेगा।",
    notYou: "अगर आपने यह अनुरोध नहीं किया है, तो इस संदेश को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
  },
  paymentCompleted: {
    subject: "भुगतान पूरा हुआ: {amount} {currency}",
    completed: "ऑर्डर {orderId} पूरा हो गया है: {amount} {currency} प्राप्त हुए।",
    completedWithReference: "ऑर्डर {orderId} (आपका संदर्भ {reference}) पूरा हो गया है: {amount} {currency} प्राप्त हुए।",
  },
  refundWaiting: {
    subject: "{amount} {currency} का रिफ़ंड भुगतान की प्रतीक्षा में है",
    waiting:
      "{destination} को {amount} {currency} का रिफ़ंड {orderId} आपके वॉलेट से भुगतान की प्रतीक्षा में है: सेवा के पास कोई कुंजी नहीं है और वह स्वयं कुछ नहीं भेजती।",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} की निकासी भुगतान की प्रतीक्षा में है",
    waiting:
      "{destination} को {amount} {currency} की निकासी {orderId} आपके वॉलेट से भुगतान की प्रतीक्षा में है: सेवा के पास कोई कुंजी नहीं है और वह स्वयं कुछ नहीं भेजती।",
  },
  payouts: {
    payHow: "इसे अपने वॉलेट से चुकाने के लिए पोर्टल में “पेआउट” खोलें, या इसे रद्द करें।",
  },
  notices: {
    why: "आपको यह संदेश इसलिए मिला है क्योंकि आपके पोर्टल खाते की सूचना-सेटिंग में यह चुना गया है; इन्हें आप पोर्टल की “खाता” स्क्रीन में बंद कर सकते हैं।",
  },
} satisfies MailWords;
