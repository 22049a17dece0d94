"""AWQ-Marlin linear method."""
from __future__ import annotations

import torch
from torch import nn

from .device_info import get_sm_version, marlin_min_capability

DEBUG_CHECK_SCALES = False


@torch.compiler.disable
def _check_scales(scales: torch.Tensor) -> None:
    bad = [s for s in scales.flatten().tolist() if not s > 0.0]
    if bad:
        raise ValueError(f"{len(bad)} non-positive AWQ scales")


def _unpack_cols(packed: torch.Tensor, bits: int) -> torch.Tensor:
    pack = 32 // bits
    shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=packed.device)
    return ((packed.unsqueeze(-1) >> shifts) & ((1 << bits) - 1)).reshape(packed.shape[0], packed.shape[1] * pack)


class AWQMarlinConfig:
    def __init__(self, weight_bits: int = 4, group_size: int = 128):
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.pack_factor = 32 // weight_bits

    def get_quant_method(self, layer: nn.Module) -> "AWQMarlinLinearMethod":
        return AWQMarlinLinearMethod(self)


class AWQMarlinLinearMethod:
    def __init__(self, quant_config: AWQMarlinConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        qc = self.quant_config
        gen = torch.Generator().manual_seed(20)
        ints = torch.randint(0, 16, (input_size, output_size // qc.pack_factor, qc.pack_factor), generator=gen)
        qweight = torch.zeros(input_size, output_size // qc.pack_factor, dtype=torch.int32)
        for i in range(qc.pack_factor):
            qweight |= ints[..., i].to(torch.int32) << (qc.weight_bits * i)
        layer.qweight = nn.Parameter(qweight, requires_grad=False)
        layer.scales = nn.Parameter(torch.rand(input_size // qc.group_size, output_size, generator=gen) * 0.02 + 1e-3,
                                    requires_grad=False)
        layer.zero_point = nn.Parameter(torch.tensor(8.0), requires_grad=False)
        layer.register_buffer("output_partition_sizes", torch.tensor([output_size // 2, output_size // 2]))

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        if DEBUG_CHECK_SCALES:
            _check_scales(layer.scales)
        if get_sm_version() >= marlin_min_capability():
            return torch.ops._C.gptq_marlin_gemm(x, layer.qweight, layer.scales, self.quant_config.weight_bits)
        iweight = _unpack_cols(layer.qweight, self.quant_config.weight_bits)
        scales = layer.scales.repeat_interleave(self.quant_config.group_size, dim=0)
        weight = (iweight.to(x.dtype) - layer.zero_point.item()) * scales
        out = x @ weight
        return out if bias is None else out + bias
