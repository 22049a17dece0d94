from typing import Optional

import torch
from torch import nn

from .marlin_perms import get_scale_perms, get_weight_perm, gptq_marlin_repack, marlin_permute_scales


class GPTQMarlinConfig:
    def __init__(self, weight_bits: int = 4, group_size: int = 4, desc_act: bool = False, is_sym: bool = True):
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.desc_act = desc_act
        self.is_sym = is_sym

    @classmethod
    def is_marlin_compatible(cls, quant_config: dict) -> bool:
        return quant_config.get("bits") in (4, 8) and quant_config.get("sym", True)


class GPTQMarlinLinearMethod:
    def __init__(self, quant_config: GPTQMarlinConfig) -> None:
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        g = torch.Generator().manual_seed(2)
        num_groups = input_size // self.quant_config.group_size
        layer.qweight = nn.Parameter(
            torch.randint(0, 16, (input_size, output_size), generator=g, dtype=torch.int32), requires_grad=False
        )
        layer.scales = nn.Parameter(torch.rand(num_groups, output_size, generator=g) * 0.01, requires_grad=False)
        layer.input_size = input_size
        layer.output_size = output_size

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        perm = get_weight_perm(layer.input_size)
        layer.qweight = nn.Parameter(
            gptq_marlin_repack(layer.qweight.data, perm, self.quant_config.weight_bits), requires_grad=False
        )
        layer.scales = nn.Parameter(
            marlin_permute_scales(layer.scales.data, self.quant_config.group_size, layer.input_size),
            requires_grad=False,
        )
        layer.register_buffer("inv_perm", torch.argsort(perm), persistent=False)
        scale_perm, _ = get_scale_perms()
        layer.register_buffer("scale_inv_perm", torch.argsort(torch.tensor(scale_perm)), persistent=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        cfg = self.quant_config
        w_q = layer.qweight[layer.inv_perm]
        s = layer.scales.reshape(-1, layer.scale_inv_perm.numel())[:, layer.scale_inv_perm]
        s = s.reshape(-1, layer.output_size).repeat_interleave(cfg.group_size, dim=0)
        w = (w_q.to(x.dtype) - float(1 << (cfg.weight_bits - 1))) * s
        out = x.reshape(-1, layer.input_size) @ w
        if bias is not None:
            out = out + bias
        return out.reshape(*x.shape[:-1], layer.output_size)

