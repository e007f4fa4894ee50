import { describe, expect, it } from "vitest";
import { s3MediaStorage, signV4 } from "./s3-media-storage.ts";

describe("signV4", () => {
  it("matches AWS's published example (GET Object, Signature Version 4 documentation)", () => {
    const authorization = signV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: {
        host: "examplebucket.s3.amazonaws.com",
        range: "bytes=0-9",
        "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date": "20130524T000000Z",
      },
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      amzDate: "20130524T000000Z",
    });
    expect(authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("s3MediaStorage", () => {
  it("puts, gets and deletes path-style objects with signed requests; a missing object is null", async () => {
    const objects = new Map<string, Buffer>();
    const seen: string[] = [];
    const fakeS3 = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = init?.headers as Record<string, string>;
      seen.push(`${init?.method} ${url.pathname}`);
      expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=KEY\/\d{8}\/auto\/s3\/aws4_request, /);
      if (init?.method === "PUT") {
        objects.set(url.pathname, Buffer.from(init.body as Uint8Array));
        return new Response(null, { status: 200 });
      }
      if (init?.method === "DELETE") {
        objects.delete(url.pathname);
        return new Response(null, { status: 204 });
      }
      const found = objects.get(url.pathname);
      return found ? new Response(new Uint8Array(found)) : new Response("NoSuchKey", { status: 404 });
    }) as typeof fetch;
    const storage = s3MediaStorage(
      {
        endpoint: "http://minio:9000/",
        bucket: "media",
        region: "auto",
        accessKeyId: "KEY",
        secretAccessKey: "SECRET",
      },
      fakeS3,
    );
    await storage.put("1/7/w320.webp", Buffer.from("bytes"));
    expect((await storage.get("1/7/w320.webp"))?.toString()).toBe("bytes");
    await storage.remove(["1/7/w320.webp"]);
    expect(await storage.get("1/7/w320.webp")).toBeNull();
    expect(seen).toEqual([
      "PUT /media/1/7/w320.webp",
      "GET /media/1/7/w320.webp",
      "DELETE /media/1/7/w320.webp",
      "GET /media/1/7/w320.webp",
    ]);
  });
});
