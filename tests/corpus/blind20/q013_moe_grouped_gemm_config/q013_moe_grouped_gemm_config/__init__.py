"""Token-choice MoE with a grouped-GEMM wrapper and a tuned block-size table."""
