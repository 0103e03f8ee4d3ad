// Kannada: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const kn: LinkPageMessages = {
  heading: "ಹೇಗೆ ಪಾವತಿಸಬೇಕು ಎಂದು ಆಯ್ಕೆಮಾಡಿ",
  price: "ಬೆಲೆ",
  rateNote: "ಪ್ರಸ್ತುತ ವಿನಿಮಯ ದರದಲ್ಲಿ ಮೊತ್ತಗಳು. ಆಯ್ಕೆ ಮಾಡಿದ ನಂತರ ಪಾವತಿಸಲು ನಿಮಗೆ {minutes} ನಿಮಿಷ ಇರುತ್ತದೆ.",
  inactiveHeading: "ಈ ಪಾವತಿ ಲಿಂಕ್ ಈಗ ಸಕ್ರಿಯವಾಗಿಲ್ಲ",
  notFoundHeading: "ಈ ಪಾವತಿ ಲಿಂಕ್ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ",
  askMerchant: "ವ್ಯಾಪಾರಿಯಿಂದ ಹೊಸ ಲಿಂಕ್ ಕೇಳಿ.",
  failed: "ಈ ಆಯ್ಕೆಯನ್ನು ಈಗ ಮಾಡಲಾಗಲಿಲ್ಲ. ಪಾವತಿಸಲು ಬೇರೆ ವಿಧಾನ ಆಯ್ಕೆಮಾಡಿ.",
  quoteChanged: "ಈ ಪುಟ ತೋರಿಸಿದ ನಂತರ ಬೆಲೆಗಳು ಬದಲಾಗಿವೆ. ಹೊಸ ಮೊತ್ತಗಳನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಆಯ್ಕೆಮಾಡಿ.",
};

export default kn;
