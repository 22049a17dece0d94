"""fp4 quantize: JIT kernel when the toolchain allows, torch reference otherwise."""
import torch

from .jit import gen_fp4_quant_spec

FLOAT4_E2M1_MAX = 6.0
FLOAT8_E4M3_MAX = 448.0
_E2M1_GRID = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0])


def _ref_fp4_quantize(x: torch.Tensor, global_scale: torch.Tensor, block: int):
    m, k = x.shape
    xb = x.reshape(m, k // block, block)
    amax = xb.abs().amax(dim=-1, keepdim=True)
    scale = (global_scale * amax / FLOAT4_E2M1_MAX).clamp(min=1e-8)
    scaled = (xb / scale).clamp(-FLOAT4_E2M1_MAX, FLOAT4_E2M1_MAX)
    grid = _E2M1_GRID.to(x.dtype)
    idx = (scaled.abs().unsqueeze(-1) - grid).abs().argmin(dim=-1)
    q = grid[idx] * scaled.sign()
    return q.reshape(m, k), scale.squeeze(-1)


def _load_jit_module(spec):
    torch.ops.load_library(f"{spec.build_dir}/{spec.name}.so")
    return getattr(torch.ops, spec.name)


def fp4_quantize(x: torch.Tensor, global_scale: torch.Tensor, sf_vec_size: int = 4):
    spec = gen_fp4_quant_spec()
    if spec.is_buildable() and x.is_cuda:
        return _load_jit_module(spec).fp4_quantize(x, global_scale, sf_vec_size)
    return _ref_fp4_quantize(x, global_scale, sf_vec_size)
