// Khmer: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const km: LinkPageMessages = {
  heading: "ជ្រើសរើសរបៀបទូទាត់",
  price: "តម្លៃ",
  rateNote: "ចំនួនតាមអត្រាប្ដូរប្រាក់បច្ចុប្បន្ន។ ពេលអ្នកជ្រើសរើសហើយ អ្នកមាន {minutes} នាទីដើម្បីទូទាត់។",
  inactiveHeading: "តំណទូទាត់នេះលែងដំណើរការហើយ",
  notFoundHeading: "តំណទូទាត់នេះមិនមានទេ",
  askMerchant: "សូមសុំតំណថ្មីពីអាជីវករ។",
  failed: "មិនអាចធ្វើការជ្រើសរើសនេះឥឡូវបានទេ។ សូមជ្រើសរបៀបទូទាត់ផ្សេង។",
  quoteChanged: "តម្លៃបានប្ដូរតាំងពីទំព័រនេះត្រូវបានបង្ហាញ។ សូមពិនិត្យចំនួនថ្មី ហើយជ្រើសរើសម្ដងទៀត។",
};

export default km;
