from dataclasses import dataclass

import torch
from torch import nn

from .marlin_utils import get_pack_factor, marlin_repack_weight


@dataclass
class GPTQMarlinConfig:
    weight_bits: int = 4
    group_size: int = -1
    desc_act: bool = False
    lm_head_quantized: bool = False

    def get_quant_method(self, layer: nn.Module, prefix: str) -> "GPTQMarlinLinearMethod":
        return GPTQMarlinLinearMethod(self)


class GPTQMarlinLinearMethod:
    def __init__(self, quant_config: GPTQMarlinConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int):
        pack_factor = get_pack_factor(self.quant_config.weight_bits)
        qweight = torch.randint(
            0, 2**31 - 1, (input_size, output_size // pack_factor), dtype=torch.int32
        )
        scales = torch.full((1, output_size), 0.01)
        layer.register_buffer("qweight", qweight, persistent=False)
        layer.register_buffer("scales", scales, persistent=False)
        layer.input_size_per_partition = input_size
        layer.output_size_per_partition = output_size
        layer.marlin_ready = False

    def _repack(self, layer: nn.Module) -> None:
        w, s = marlin_repack_weight(
            layer.qweight,
            layer.scales,
            size_k=layer.input_size_per_partition,
            size_n=layer.output_size_per_partition,
            num_bits=self.quant_config.weight_bits,
            group_size=self.quant_config.group_size,
        )
        layer.marlin_qweight = w
        layer.marlin_scales = s
        layer.marlin_ready = True

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        if not layer.marlin_ready:
            self._repack(layer)
        zero = 1 << (self.quant_config.weight_bits - 1)
        w = (layer.marlin_qweight.to(x.dtype) - zero) * layer.marlin_scales.t()
        out = x @ w.t()
        if bias is not None:
            out = out + bias
        return out
