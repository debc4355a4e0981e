/**
 * Smoke checks of a seeded backend before the scenario runs: the three ways to authenticate to the
 * admin API (session cookie, JWT, API token) each reach `GET /admin/auth`, and no credentials do not.
 */
import { ApiClient, ApiError, cookieFrom } from "./http";
import { isStopping } from "./processes";
import type { SeedIds } from "./seed";

/** Runs one named step; the harness prints a line for each. */
export type Step = <T>(name: string, run: () => Promise<T>) => Promise<T>;

/** A duration as the harness prints it: `  2.5 s`. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1).padStart(5)} s`;
}

/** The step that prints `ok`, `FAIL` (or `INT` after Ctrl-C), its duration and its name. */
export const printedStep: Step = async (name, run) => {
  const start = performance.now();
  try {
    const result = await run();
    console.log(`ok   ${seconds(performance.now() - start)}  ${name}`);
    return result;
  } catch (error) {
    console.log(`${isStopping() ? "INT " : "FAIL"} ${seconds(performance.now() - start)}  ${name}`);
    throw error;
  }
};

interface Id {
  id: string;
}

interface UserResponse {
  user: Id & { email: string };
}

function expectUser(response: UserResponse, seed: SeedIds, how: string): void {
  if (response.user.id !== seed.admin.id) {
    throw new Error(`${how}: GET /admin/auth returned user ${response.user.id}, not ${seed.admin.id}`);
  }
}

/** Session cookie, JWT and API token each authenticate `GET /admin/auth`; no credentials get 401. */
export async function checkAdminAuth(baseUrl: string, seed: SeedIds, step: Step): Promise<void> {
  const anonymous = new ApiClient(baseUrl);
  const credentials = { email: seed.admin.email, password: seed.admin.password };

  await step("admin auth: no credentials → 401", async () => {
    try {
      await anonymous.get("/admin/auth");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      throw error;
    }
    throw new Error("GET /admin/auth without credentials succeeded");
  });

  await step("admin auth: session cookie from POST /admin/auth", async () => {
    const login = await anonymous.request<UserResponse>("POST", "/admin/auth", credentials);
    const cookie = cookieFrom(login.headers);
    if (!cookie.includes("connect.sid="))
      throw new Error(`POST /admin/auth set no connect.sid cookie (Set-Cookie: ${cookie || "none"})`);
    expectUser(await anonymous.withAuth({ kind: "cookie", cookie }).get<UserResponse>("/admin/auth"), seed, "cookie");
  });

  await step("admin auth: JWT from POST /admin/auth/token", async () => {
    const { access_token: token } = await anonymous.post<{ access_token: string }>("/admin/auth/token", credentials);
    expectUser(await anonymous.withAuth({ kind: "bearer", token }).get<UserResponse>("/admin/auth"), seed, "bearer");
  });

  await step("admin auth: API token in x-medusa-access-token", async () => {
    expectUser(
      await anonymous.withAuth({ kind: "api-token", token: seed.admin.apiToken }).get<UserResponse>("/admin/auth"),
      seed,
      "api token",
    );
  });
}
