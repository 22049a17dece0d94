"""NVFP4 quantized linear with a lazily JIT-built quantization kernel."""
