import logging

import torch
from torch import nn

from . import envs
from .kernels import ScaledMMLinearLayerConfig, choose_scaled_mm_linear_kernel

logger = logging.getLogger(__name__)


class Int8ScaledLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, config: ScaledMMLinearLayerConfig):
        super().__init__()
        w = torch.randn(output_size, input_size) * 0.1
        w_scale = w.abs().amax(dim=-1).clamp(min=1e-12) / 127.0
        self.register_buffer("weight", torch.round(w / w_scale[:, None]).to(torch.int8))
        self.register_buffer("weight_scale", w_scale)
        kernel_type = choose_scaled_mm_linear_kernel(config)
        self.kernel = kernel_type(config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.kernel.apply_weights(self, x)
        if envs.VLLM_DEBUG_KERNEL_OUTPUTS:
            if torch.isnan(out).any().item():
                logger.error("NaN in output of %s", type(self.kernel).__name__)
        return out


_CONFIG = ScaledMMLinearLayerConfig(is_channelwise=True, is_static_input_scheme=False, input_symmetric=True)

torch.manual_seed(0)
gate_up_proj = Int8ScaledLinear(8, 32, _CONFIG)
down_proj = Int8ScaledLinear(16, 8, _CONFIG)


def quantized_mlp_forward(x: torch.Tensor) -> torch.Tensor:
    gate, up = gate_up_proj(x).chunk(2, dim=-1)
    return down_proj(torch.nn.functional.silu(gate) * up)


quantized_mlp = torch.compile(quantized_mlp_forward, fullgraph=True)
