"""Emulated NVFP4 linear whose kernel selection probes the CUDA toolkit."""
