import { describe, expect, it } from "vitest";
import { convertCommands } from "./npm2yarn";

describe("convertCommands", () => {
  it.each([
    ["npm install", "yarn", "pnpm install"],
    ["npm install @medusajs/medusa-js", "yarn add @medusajs/medusa-js", "pnpm add @medusajs/medusa-js"],
    ["npm i -D typescript", "yarn add typescript --dev", "pnpm add typescript -D"],
    ["npm install --save-exact react@18", "yarn add react@18 --exact", "pnpm add react@18 --save-exact"],
    ["npm install -g @medusajs/medusa-cli", "yarn global add @medusajs/medusa-cli", "pnpm add -g @medusajs/medusa-cli"],
    ["npm uninstall medusa-plugin-x", "yarn remove medusa-plugin-x", "pnpm remove medusa-plugin-x"],
    ["npm run build", "yarn build", "pnpm build"],
    ["npm run dev -- --port 9000", "yarn dev --port 9000", "pnpm dev --port 9000"],
    ["npm start", "yarn start", "pnpm start"],
    ["npm ci", "yarn install --frozen-lockfile", "pnpm install --frozen-lockfile"],
    ["npx create-medusa-app@latest", "yarn create medusa-app", "pnpm create medusa-app"],
    ["npx medusa migrations run", "yarn medusa migrations run", "pnpm exec medusa migrations run"],
  ])("%s", (npm, yarn, pnpm) => {
    expect(convertCommands(npm, "yarn")).toBe(yarn);
    expect(convertCommands(npm, "pnpm")).toBe(pnpm);
    expect(convertCommands(npm, "npm")).toBe(npm);
  });

  it("keeps other lines and indentation", () => {
    const script = "# install\ncd my-store\n  npm install\necho done";
    expect(convertCommands(script, "yarn")).toBe("# install\ncd my-store\n  yarn\necho done");
  });
});
