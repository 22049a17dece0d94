"""Reference fp8 quantization kernels, registered as opaque custom ops."""
import numpy as np
import torch

FP8_MAX = 448.0


@torch.library.custom_op("corpus_x018::per_token_fp8_quant", mutates_args=())
def per_token_fp8_quant(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    # Reference implementation: goes through numpy to mimic the offline tool.
    arr = x.detach().cpu().numpy()
    amax = np.maximum(np.abs(arr).max(axis=-1, keepdims=True), 1e-12)
    scale = (amax / FP8_MAX).astype(np.float32)
    q = np.clip(arr / scale, -FP8_MAX, FP8_MAX).astype(np.float32)
    return (
        torch.from_numpy(q).to(x.device).to(torch.float8_e4m3fn),
        torch.from_numpy(scale).to(x.device),
    )


@per_token_fp8_quant.register_fake
def _(x):
    return (
        torch.empty_like(x, dtype=torch.float8_e4m3fn),
        x.new_empty(x.shape[:-1] + (1,), dtype=torch.float32),
    )


def dequant(q: torch.Tensor, scale: torch.Tensor, dtype=torch.float32) -> torch.Tensor:
    return q.to(dtype) * scale
