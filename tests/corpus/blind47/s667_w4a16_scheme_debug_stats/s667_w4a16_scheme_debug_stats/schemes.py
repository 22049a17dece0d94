from typing import Dict, Optional, Type

import torch
from torch import nn

from . import envs
from .kernel_stats import record_gemm_shape, shape_key, validate_group_scales


class CompressedTensorsScheme:
    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        raise NotImplementedError

    def apply_weights(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor]) -> torch.Tensor:
        raise NotImplementedError


class CompressedTensorsWNA16(CompressedTensorsScheme):
    """weight-only int4, symmetric, per-group scales of shape [N, K // group_size]."""

    def __init__(self, num_bits: int = 4, group_size: int = 4) -> None:
        self.num_bits = num_bits
        self.group_size = group_size
        self.pack_factor = 32 // num_bits

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        g = torch.Generator().manual_seed(4)
        layer.weight_packed = nn.Parameter(
            torch.randint(-(2**31), 2**31 - 1, (output_size, input_size // self.pack_factor), generator=g, dtype=torch.int32),
            requires_grad=False,
        )
        layer.weight_scale = nn.Parameter(
            torch.rand(output_size, input_size // self.group_size, generator=g) * 0.01 + 1e-4, requires_grad=False
        )

    def _unpack(self, packed: torch.Tensor) -> torch.Tensor:
        shifts = torch.arange(0, 32, self.num_bits, dtype=torch.int32, device=packed.device)
        q = (packed.unsqueeze(-1) >> shifts) & ((1 << self.num_bits) - 1)
        return q.reshape(packed.shape[0], -1) - (1 << (self.num_bits - 1))

    def apply_weights(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor]) -> torch.Tensor:
        if envs.QUANT_DEBUG_VALIDATE_SCALES:
            validate_group_scales(layer.prefix, layer.weight_scale)
        w = self._unpack(layer.weight_packed).to(x.dtype)
        w = w * layer.weight_scale.repeat_interleave(self.group_size, dim=1)
        if envs.QUANT_LOG_KERNEL_SHAPES and not torch.compiler.is_compiling():
            record_gemm_shape(layer.prefix, *shape_key(x, w))
        out = x @ w.t()
        return out if bias is None else out + bias


class CompressedTensorsW8A8Int8(CompressedTensorsScheme):
    def __init__(self, strategy: str = "channel") -> None:
        self.strategy = strategy


SCHEME_REGISTRY: Dict[str, Type[CompressedTensorsScheme]] = {
    "pack-quantized": CompressedTensorsWNA16,
    "int-quantized": CompressedTensorsW8A8Int8,
}


def get_scheme(format_name: str, **kwargs) -> CompressedTensorsScheme:
    return SCHEME_REGISTRY[format_name](**kwargs)
