import json
import os

import torch

from . import envs

FP8_DTYPE = torch.float8_e4m3fn


def _dump_scale(tag: str, scale: torch.Tensor) -> None:
    os.makedirs(envs.DUMP_DIR, exist_ok=True)
    with open(os.path.join(envs.DUMP_DIR, f"{tag}.json"), "w") as f:
        json.dump({"tag": tag, "scale": scale.item()}, f)


def per_tensor_fp8_quant(x: torch.Tensor, tag: str):
    finfo = torch.finfo(FP8_DTYPE)
    amax = x.abs().amax().clamp(min=1e-12)
    scale = finfo.max / amax
    if envs.QUANT_DEBUG:
        _dump_scale(tag, scale)
    xq = (x * scale).clamp(finfo.min, finfo.max).to(FP8_DTYPE)
    return xq, scale.reciprocal()


def fp8_gemm(xq, x_inv_scale, wq, w_inv_scale, out_dtype):
    # CPU reference: upcast then scale
    out = xq.to(out_dtype) @ wq.to(out_dtype).t()
    return out * (x_inv_scale * w_inv_scale)
