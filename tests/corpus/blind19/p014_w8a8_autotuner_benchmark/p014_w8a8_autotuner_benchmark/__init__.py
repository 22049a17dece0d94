"""W8A8 int8 linear with a block-tiled reference matmul and a small autotuner."""
