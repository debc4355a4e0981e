import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";

// The starter's example admin route: GET /admin/custom answers 200 to an authenticated admin user.
export async function GET(_req: MedusaRequest, res: MedusaResponse): Promise<void> {
  res.sendStatus(200);
}
