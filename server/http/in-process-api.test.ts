import { describe, expect, it } from "vitest";
import { inProcessApiRequest } from "./in-process-api.ts";

function pagePost() {
  return new Request("http://brightpath.localhost:3000/login?redirectTo=/blog", {
    method: "POST",
    headers: {
      host: "brightpath.localhost:3000",
      cookie: "tessera.session_token=abc",
      origin: "http://brightpath.localhost:3000",
      "x-forwarded-for": "203.0.113.7",
      "content-type": "application/x-www-form-urlencoded",
      "accept-encoding": "gzip",
      accept: "text/html",
    },
    body: "email=a%40b.c&password=secret",
  });
}

describe("a page's in-process API request", () => {
  it("is the visitor's request (host, cookie, origin, address) with a JSON body of its own", async () => {
    const request = inProcessApiRequest(pagePost(), "/api/auth/login", { body: { email: "a@b.c" } }, "req-1");
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://brightpath.localhost:3000/api/auth/login");
    expect(request.headers.get("cookie")).toBe("tessera.session_token=abc");
    expect(request.headers.get("origin")).toBe("http://brightpath.localhost:3000");
    expect(request.headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("accept")).toBe("application/json");
    expect(request.headers.has("accept-encoding")).toBe(false);
    expect(request.headers.get("x-request-id")).toBe("req-1");
    expect(await request.json()).toEqual({ email: "a@b.c" });
  });

  it("sends a GET without a body or a content type", () => {
    const request = inProcessApiRequest(pagePost(), "/api/meetings/slots?meeting_type_id=1", { method: "GET" }, "r");
    expect(request.method).toBe("GET");
    expect(request.body).toBeNull();
    expect(request.headers.has("content-type")).toBe(false);
    expect(new URL(request.url).search).toBe("?meeting_type_id=1");
  });

  it("sends a PUT with its JSON body (a guest's change of a booking)", async () => {
    const path = "/api/meetings/bookings/3?token=t";
    const request = inProcessApiRequest(pagePost(), path, { method: "PUT", body: { status: "cancelled" } }, "r");
    expect(request.method).toBe("PUT");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.json()).toEqual({ status: "cancelled" });
  });
});
