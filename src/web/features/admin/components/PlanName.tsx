/**
 * A partner's plan by its name (`Gratis`, `Standar`, …) rather than its code, from the plans list
 * (`GET /api/service/plans/all`, cached like the partner screens do). While the list loads, or for a
 * code it does not name, the code itself is shown.
 * @module
 */
import { usePlans } from '../../partners';

/** The name of the plan `code`. */
export function PlanName({ code }: { code: string }) {
  const { data } = usePlans();
  return <>{data?.find((plan) => plan._id === code)?.name ?? code}</>;
}
