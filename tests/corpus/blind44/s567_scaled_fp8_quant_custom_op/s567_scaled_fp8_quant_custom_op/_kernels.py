"""Reference implementation of the fused quant kernel (the CUDA build swaps
this for the compiled extension). Runs eagerly, outside any graph."""
import os
import warnings

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max
_STRICT = os.environ.get("BLIND44_S567_STRICT_FP8", "0") == "1"


def scaled_fp8_quant_ref(x: torch.Tensor, scale: torch.Tensor | None):
    if scale is None:
        amax = x.abs().max().item()
        if amax == 0.0:
            amax = 1.0
        elif amax > 1e4:
            if _STRICT:
                raise RuntimeError(f"activation amax {amax} out of range")
            warnings.warn(f"large activation amax {amax:.1f}; fp8 resolution will suffer")
        scale = torch.tensor(amax / FP8_MAX, dtype=torch.float32, device=x.device)
    out = torch.empty_like(x, dtype=FP8_DTYPE)
    for row in range(x.shape[0]):
        out[row] = (x[row] / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return out, scale.reshape(())
