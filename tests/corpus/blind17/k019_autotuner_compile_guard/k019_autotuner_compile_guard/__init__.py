"""FP8 GEMM whose tactic is picked by a profiling autotuner."""
