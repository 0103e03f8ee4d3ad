import { describe, expect, it } from "vitest";
import { headAsGet } from "./head-as-get.ts";

describe("HEAD as the GET's headers", () => {
  const asked: string[] = [];
  const fetch = async (request: Request) => {
    asked.push(request.method);
    return new Response("the body", { status: 200, headers: { "X-Set-Late": "kept" } });
  };

  it("asks for the GET and answers its status and headers without the body", async () => {
    asked.length = 0;
    const answer = await headAsGet(fetch)(new Request("http://x/a", { method: "HEAD" }));
    expect(asked).toEqual(["GET"]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("X-Set-Late")).toBe("kept");
    expect(await answer.text()).toBe("");
  });

  it("turns a fetch once: the app's fetch, turned already, is served as it is", () => {
    const once = headAsGet(fetch);
    expect(headAsGet(once)).toBe(once);
  });
});
