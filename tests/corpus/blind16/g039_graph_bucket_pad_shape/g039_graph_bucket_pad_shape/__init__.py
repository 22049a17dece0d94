"""Pads decode batches to captured-graph bucket sizes (CUDA-graph style)."""
