from typing import Optional

import torch

from .config import GPTQConfig
from .gptq_utils import dequantize_gptq, has_trivial_g_idx


class GPTQLinearMethod:
    """Linear method for GPTQ checkpoints (exllama layout, torch fallback)."""

    def __init__(self, quant_config: GPTQConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: torch.nn.Module, input_size: int, output_size: int,
                       params_dtype: torch.dtype) -> None:
        cfg = self.quant_config
        if input_size % cfg.group_size != 0:
            raise ValueError("input_size must be divisible by group_size")
        num_groups = input_size // cfg.group_size
        gen = torch.Generator().manual_seed(input_size * 131 + output_size)
        qweight = torch.randint(0, 2**31 - 1, (input_size // cfg.pack_factor, output_size),
                                generator=gen, dtype=torch.int32)
        qzeros = torch.randint(0, 2**31 - 1, (num_groups, output_size // cfg.pack_factor),
                               generator=gen, dtype=torch.int32)
        scales = torch.rand(num_groups, output_size, generator=gen, dtype=params_dtype) * 0.01
        g_idx = torch.arange(input_size, dtype=torch.int32) // cfg.group_size
        layer.register_buffer("qweight", qweight, persistent=True)
        layer.register_buffer("qzeros", qzeros, persistent=True)
        layer.register_buffer("scales", scales, persistent=True)
        layer.register_buffer("g_idx", g_idx, persistent=True)

    def apply(self, layer: torch.nn.Module, x: torch.Tensor,
              bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        cfg = self.quant_config
        g_idx = layer.g_idx
        if cfg.desc_act and not has_trivial_g_idx(g_idx, cfg.group_size):
            perm = torch.argsort(g_idx)
            x = x[..., perm]
            g_idx = g_idx[perm]
        weight = dequantize_gptq(layer.qweight, layer.qzeros, layer.scales, g_idx,
                                 cfg.weight_bits)
        out = torch.matmul(x, weight.to(x.dtype))
        if bias is not None:
            out = out + bias
        return out
