// Entry of the hosted checkout page (/pay?integrationId=…&orderId=…).
import "./styles/base.css";
import "./styles/checkout.css";
import { startCheckout } from "./start.tsx";

const mount = document.getElementById("app");
if (mount) {
  // A task of its own, after this module's evaluation: on a slow phone each is a long task,
  // and the service's screen is already up, so input can be served in between.
  setTimeout(() => {
    void startCheckout({
      search: location.search,
      languages: navigator.languages?.length ? navigator.languages : [navigator.language],
      document,
      mount,
    });
  }, 0);
}
