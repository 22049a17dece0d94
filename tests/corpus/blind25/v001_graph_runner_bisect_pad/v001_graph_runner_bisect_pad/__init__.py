"""CPU stand-in for a CUDA-graph decode runner (capture sizes + static buffers)."""
