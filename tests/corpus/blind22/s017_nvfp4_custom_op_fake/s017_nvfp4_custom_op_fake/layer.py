import torch
from torch import nn

from .dispatch import platform_impl
from .fp4_ops import BLOCK, nvfp4_dequantize, nvfp4_quantize


def _cutlass_fp4_gemm(x, w_packed, w_scale, w_gs, a_gs):
    raise RuntimeError("cutlass fp4 gemm needs sm_100")


@platform_impl(blackwell=_cutlass_fp4_gemm)
def fp4_gemm(x, w_packed, w_scale, w_gs, a_gs):
    x_packed, x_scale = torch.ops.corpus_s017.nvfp4_quantize(x, a_gs)
    a = nvfp4_dequantize(x_packed, x_scale, a_gs)
    b = nvfp4_dequantize(w_packed, w_scale, w_gs)
    return a @ b.t()


class NVFP4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        assert in_features % BLOCK == 0, "K must be a multiple of the fp4 block"
        w = torch.randn(out_features, in_features) * 0.05
        w_gs = torch.tensor(1.0)
        packed, scale = nvfp4_quantize(w, w_gs)
        self.register_buffer("weight_packed", packed)
        self.register_buffer("weight_scale", scale)
        self.register_buffer("weight_global_scale", w_gs)
        self.register_buffer("input_global_scale", torch.tensor(1.0))

    def forward(self, x):
        return fp4_gemm(x, self.weight_packed, self.weight_scale,
                        self.weight_global_scale, self.input_global_scale).to(x.dtype)


class FP4GatedMLP(nn.Module):
    def __init__(self, hidden: int = 32, intermediate: int = 64):
        super().__init__()
        self.gate_up_proj = NVFP4Linear(hidden, 2 * intermediate)
        self.down_proj = NVFP4Linear(intermediate, hidden)

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


compiled_mlp = torch.compile(FP4GatedMLP(), fullgraph=True)
