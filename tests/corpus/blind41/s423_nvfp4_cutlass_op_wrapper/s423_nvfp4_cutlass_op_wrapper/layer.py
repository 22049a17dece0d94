import torch
from torch import nn

from .fp4_utils import FLOAT4_E2M1_MAX, FLOAT8_E4M3_MAX


class ModelOptNvFp4Linear(nn.Module):
    """Weight and activation NVFP4 linear (ModelOpt checkpoint format)."""

    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        torch.manual_seed(0)
        w = torch.randn(out_features, in_features) * 0.05
        w_global_scale = (FLOAT8_E4M3_MAX * FLOAT4_E2M1_MAX) / w.abs().amax()
        w_fp4, w_sf = torch.ops.blind41_s423.scaled_fp4_quant(w, w_global_scale)
        self.register_buffer("weight", w_fp4)
        self.register_buffer("weight_scale", w_sf)
        self.register_buffer("weight_scale_2", 1.0 / w_global_scale)
        self.out_features = out_features

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_global_scale = (FLOAT8_E4M3_MAX * FLOAT4_E2M1_MAX) / x.abs().amax().clamp(min=1e-6)
        x_fp4, x_sf = torch.ops.blind41_s423.scaled_fp4_quant(x, x_global_scale)
        alpha = self.weight_scale_2 / x_global_scale
        return torch.ops.blind41_s423.cutlass_scaled_fp4_mm(
            x_fp4, self.weight, x_sf, self.weight_scale, alpha, x.dtype
        )


_layer = ModelOptNvFp4Linear(16, 8)


@torch.compile(fullgraph=True)
def nvfp4_linear_forward(x: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.gelu(_layer(x))
