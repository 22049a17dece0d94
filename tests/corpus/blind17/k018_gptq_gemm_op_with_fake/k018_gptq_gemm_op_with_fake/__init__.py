"""GPTQ linear layer calling an opaque dequant-GEMM op."""
