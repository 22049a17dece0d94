"""GGUF Q8_0-style block quantization: int8 values with one scale per block."""
import torch

QK8_0 = 4  # llama.cpp uses 32; shrunk for tiny test layers


def quantize_q8_0(weight: torch.Tensor, block: int = QK8_0):
    n, k = weight.shape
    blocks = weight.reshape(n, k // block, block)
    d = blocks.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 127.0
    qs = torch.round(blocks / d).clamp(-127, 127).to(torch.int8)
    return qs, d.to(torch.float16)


def dequantize_q8_0(qs: torch.Tensor, d: torch.Tensor, dtype: torch.dtype = torch.float32) -> torch.Tensor:
    n, nb, block = qs.shape
    return (qs.to(dtype) * d.to(dtype)).reshape(n, nb * block)
