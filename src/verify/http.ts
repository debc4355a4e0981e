/** A small JSON client for the backend's REST API, with the three admin authentication methods. */

export type Auth =
  | { kind: "none" }
  /** The `connect.sid` cookie that `POST /admin/auth` (or `/store/auth`) sets. */
  | { kind: "cookie"; cookie: string }
  /** A JWT from `POST /admin/auth/token` (or `/store/auth/token`), sent as `Authorization: Bearer`. */
  | { kind: "bearer"; token: string }
  /** A user's API token, sent as `x-medusa-access-token`. */
  | { kind: "api-token"; token: string };

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly responseText: string,
  ) {
    super(`${method} ${path} answered ${status}: ${responseText.slice(0, 1_000)}`);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  /** Statuses that count as success; default: any 2xx. */
  expect?: number[];
  headers?: Record<string, string>;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly auth: Auth = { kind: "none" },
    readonly publishableKey?: string,
  ) {}

  withAuth(auth: Auth): ApiClient {
    return new ApiClient(this.baseUrl, auth, this.publishableKey);
  }

  withPublishableKey(key: string): ApiClient {
    return new ApiClient(this.baseUrl, this.auth, key);
  }

  async request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.publishableKey) headers["x-publishable-api-key"] = this.publishableKey;
    switch (this.auth.kind) {
      case "cookie":
        headers.cookie = this.auth.cookie;
        break;
      case "bearer":
        headers.authorization = `Bearer ${this.auth.token}`;
        break;
      case "api-token":
        headers["x-medusa-access-token"] = this.auth.token;
        break;
      case "none":
        break;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    const ok = options.expect ? options.expect.includes(response.status) : response.ok;
    if (!ok) throw new ApiError(method, path, response.status, text);
    let parsed: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("json") && text !== "") parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  async get<T>(path: string, options?: RequestOptions): Promise<T> {
    return (await this.request<T>("GET", path, undefined, options)).body;
  }

  async post<T>(path: string, body: unknown = {}, options?: RequestOptions): Promise<T> {
    return (await this.request<T>("POST", path, body, options)).body;
  }

  async delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return (await this.request<T>("DELETE", path, undefined, options)).body;
  }
}

/** The `name=value` pairs of a response's Set-Cookie headers, joined for a Cookie header. */
/** A JSON text parsed, or the text itself when it is not JSON (an empty body, plain text). */
export function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!.trim())
    .filter((pair) => pair !== "")
    .join("; ");
}
