// The module's public surface: what the API's routes and the tests use. Inside the package, import files directly.

export { StatisticsService } from "./statistics.service";
