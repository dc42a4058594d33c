import { LoadingState } from "../../components/states";

export function RoutePending() {
  return <LoadingState />;
}
