"""GPTQ quantization config and linear method."""
from __future__ import annotations

import torch
from torch import nn

from .kernels import get_gemm_kernel


class GPTQConfig:
    def __init__(self, weight_bits: int = 4, group_size: int = 128, desc_act: bool = False):
        if weight_bits not in (4, 8):
            raise ValueError(f"unsupported GPTQ bits: {weight_bits}")
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.desc_act = desc_act
        self.pack_factor = 32 // weight_bits

    @classmethod
    def from_config(cls, config: dict) -> "GPTQConfig":
        return cls(config["bits"], config["group_size"], config.get("desc_act", False))

    def get_quant_method(self, layer: nn.Module) -> "GPTQLinearMethod":
        return GPTQLinearMethod(self)


def _pack(values: torch.Tensor, bits: int, dim: int) -> torch.Tensor:
    pack = 32 // bits
    values = values.to(torch.int32).movedim(dim, -1)
    values = values.reshape(*values.shape[:-1], values.shape[-1] // pack, pack)
    packed = torch.zeros(values.shape[:-1], dtype=torch.int32)
    for i in range(pack):
        packed |= values[..., i] << (bits * i)
    return packed.movedim(-1, dim)


class GPTQLinearMethod:
    def __init__(self, quant_config: GPTQConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        qc = self.quant_config
        gen = torch.Generator().manual_seed(input_size + output_size)
        num_groups = input_size // qc.group_size
        maxq = (1 << qc.weight_bits) - 1
        layer.qweight = nn.Parameter(
            _pack(torch.randint(0, maxq + 1, (input_size, output_size), generator=gen), qc.weight_bits, 0),
            requires_grad=False,
        )
        layer.qzeros = nn.Parameter(
            _pack(torch.full((num_groups, output_size), (maxq + 1) // 2), qc.weight_bits, 1), requires_grad=False
        )
        layer.scales = nn.Parameter(torch.rand(num_groups, output_size, generator=gen) * 0.01, requires_grad=False)
        layer.g_idx = nn.Parameter(torch.arange(input_size) // qc.group_size, requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        out_shape = x.shape[:-1] + (layer.scales.shape[-1],)
        reshaped_x = x.reshape(-1, x.shape[-1])
        gemm = get_gemm_kernel(self.quant_config.weight_bits)
        out = gemm(reshaped_x, layer.qweight, layer.qzeros, layer.scales, layer.g_idx)
        if bias is not None:
            out = out + bias
        return out.reshape(out_shape)
