"""Block-wise FP8 GEMM (per-token-group activations, per-block weights) with a tuner."""
