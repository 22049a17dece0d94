"""Two-layer TP model whose communicator records per-call statistics in eager mode."""
