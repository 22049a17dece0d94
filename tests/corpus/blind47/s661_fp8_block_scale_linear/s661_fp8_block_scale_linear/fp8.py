from dataclasses import dataclass, field
from typing import Dict, List, Optional, Type

import torch
from torch import nn

from .fp8_utils import FP8_DTYPE, apply_w8a8_block_fp8_linear


@dataclass
class Fp8Config:
    is_checkpoint_fp8_serialized: bool = True
    activation_scheme: str = "dynamic"
    weight_block_size: Optional[List[int]] = field(default_factory=lambda: [4, 4])

    @classmethod
    def get_name(cls) -> str:
        return "fp8"

    def get_quant_method(self, layer: nn.Module, prefix: str) -> "Fp8LinearMethod":
        return Fp8LinearMethod(self)


class Fp8LinearMethod:
    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config
        self.block_quant = quant_config.weight_block_size is not None

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        block_n, block_k = self.quant_config.weight_block_size
        assert output_size % block_n == 0 and input_size % block_k == 0
        g = torch.Generator().manual_seed(0)
        w = torch.randn(output_size, input_size, generator=g) * 0.05
        layer.weight = nn.Parameter(w.to(FP8_DTYPE), requires_grad=False)
        scale = torch.rand(output_size // block_n, input_size // block_k, generator=g) + 0.5
        layer.weight_scale_inv = nn.Parameter(scale, requires_grad=False)
        layer.input_scale = None

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        if self.block_quant:
            return apply_w8a8_block_fp8_linear(
                input=x,
                weight=layer.weight,
                block_size=self.quant_config.weight_block_size,
                weight_scale=layer.weight_scale_inv,
                input_scale=None,
                bias=bias,
            )
        raise NotImplementedError("per-tensor fp8 is not wired up in this build")


QUANTIZATION_METHODS: Dict[str, Type[Fp8Config]] = {"fp8": Fp8Config}


def get_quantization_config(name: str) -> Fp8Config:
    return QUANTIZATION_METHODS[name]()
