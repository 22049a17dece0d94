import os

# Benchmark candidate GEMM configs on first use of every new shape.
ENABLE_FP8_GEMM_AUTOTUNE = os.environ.get("S426_FP8_GEMM_AUTOTUNE", "0") == "1"
FP8_AUTOTUNE_WARMUP = int(os.environ.get("S426_FP8_AUTOTUNE_WARMUP", "3"))
