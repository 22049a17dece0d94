"""Decode-side CUDA graph runner with batch padding to captured sizes."""
