import torch

from .jit_env import is_cuda_version_at_least

E2M1_MAX = 6.0


def _module_name() -> str:
    if is_cuda_version_at_least("12.9"):
        return "fp4_quantization_sm120f"
    return "fp4_quantization_sm120a"


def fp4_quantize(x: torch.Tensor, global_scale: torch.Tensor, block: int = 4):
    _module_name()
    m, k = x.shape
    blocks = x.reshape(m, k // block, block)
    amax = blocks.abs().amax(dim=-1, keepdim=True).clamp(min=1e-6)
    scale = amax / E2M1_MAX
    q = torch.round(blocks / scale).clamp(-E2M1_MAX, E2M1_MAX)
    return q.reshape(m, k), (scale * global_scale).squeeze(-1)
