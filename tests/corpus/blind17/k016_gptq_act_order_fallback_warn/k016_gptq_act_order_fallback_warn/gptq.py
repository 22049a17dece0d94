"""GPTQ config and linear method; the kernel is picked once per layer."""
from __future__ import annotations

import torch
from torch import nn

from .mp_kernels import MPLinearLayerConfig, choose_mp_linear_kernel


class GPTQConfig:
    def __init__(self, weight_bits: int = 4, group_size: int = 128, desc_act: bool = False):
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.desc_act = desc_act
        self.pack_factor = 32 // weight_bits

    def get_quant_method(self, layer: nn.Module) -> "GPTQLinearMethod":
        return GPTQLinearMethod(self)


class GPTQLinearMethod:
    def __init__(self, quant_config: GPTQConfig):
        self.quant_config = quant_config
        self.kernel = None

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        qc = self.quant_config
        gen = torch.Generator().manual_seed(17)
        num_groups = input_size // qc.group_size
        ints = torch.randint(0, 1 << qc.weight_bits, (input_size // qc.pack_factor, qc.pack_factor, output_size), generator=gen)
        qweight = torch.zeros(input_size // qc.pack_factor, output_size, dtype=torch.int32)
        for i in range(qc.pack_factor):
            qweight |= ints[:, i, :].to(torch.int32) << (qc.weight_bits * i)
        g_idx = torch.arange(input_size) // qc.group_size
        if qc.desc_act:
            g_idx = g_idx[torch.randperm(input_size, generator=gen)]
        layer.qweight = nn.Parameter(qweight, requires_grad=False)
        layer.scales = nn.Parameter(torch.rand(num_groups, output_size, generator=gen) * 0.01, requires_grad=False)
        layer.g_idx = nn.Parameter(g_idx, requires_grad=False)

        mp_config = MPLinearLayerConfig(
            full_weight_shape=(input_size, output_size),
            weight_bits=qc.weight_bits,
            group_size=qc.group_size,
            has_g_idx=qc.desc_act,
            zero_points=False,
        )
        kernel_type = choose_mp_linear_kernel(mp_config)
        self.kernel = kernel_type(mp_config)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        return self.kernel.apply_weights(layer, x, bias)
