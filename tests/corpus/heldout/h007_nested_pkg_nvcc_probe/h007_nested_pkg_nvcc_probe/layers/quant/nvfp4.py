import torch
import torch.nn.functional as F
from torch import nn

from ...utils.cuda_env import nvcc_at_least

E2M1_MAX = 6.0
FP8_E4M3_MAX = 448.0


def _fake_quant_nvfp4(x: torch.Tensor, block: int = 16) -> torch.Tensor:
    shape = x.shape
    xb = x.reshape(-1, block)
    amax = xb.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12)
    scale = amax / E2M1_MAX
    q = torch.round(xb / scale).clamp(-E2M1_MAX, E2M1_MAX)
    return (q * scale).reshape(shape)


def select_fp4_impl() -> str:
    # sm120 kernels need the 12.8 toolchain; older nvcc falls back to emulation
    return "cutlass_sm120" if nvcc_at_least(12, 8) else "emulated"


class NVFP4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        impl = select_fp4_impl()
        xq = _fake_quant_nvfp4(x)
        out = F.linear(xq, _fake_quant_nvfp4(self.weight))
        if impl == "emulated":
            out = out.to(x.dtype)
        return out
