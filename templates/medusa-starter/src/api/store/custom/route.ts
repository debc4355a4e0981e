import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";

// The starter's example store route: GET /store/custom answers 200.
export async function GET(_req: MedusaRequest, res: MedusaResponse): Promise<void> {
  res.sendStatus(200);
}
