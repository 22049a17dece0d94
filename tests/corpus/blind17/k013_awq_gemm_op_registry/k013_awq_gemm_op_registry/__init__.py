"""AWQ int4 MLP running through a registered GEMM op."""
