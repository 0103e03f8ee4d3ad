// Entry of the merchant portal (/portal): reads who is signed in, then renders the shell.
import "./styles/portal.css";
import { render } from "preact";
import { App } from "./components/app.tsx";
import { SessionModel } from "./models/session-model.ts";

const mount = document.getElementById("app");
if (mount) {
  const session = new SessionModel();
  render(<App session={session} />, mount);
  void session.load().finally(() => {
    mount.dataset.interactive = "1";
  });
}
