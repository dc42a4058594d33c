// Imported first by run.ts: the reports bench has its own database unless told otherwise (bench-db reads this at load).
process.env.BENCH_DATABASE ||= "portal_bench_reports";
