from __future__ import annotations

import torch
from torch import nn

from .gptq import GPTQConfig, GPTQLinearMethod


class RowParallelLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int, quant_config: GPTQConfig, tp_size: int = 1):
        super().__init__()
        self.in_f_per_partition = in_f // tp_size
        self.quant_method = GPTQLinearMethod(quant_config)
        self.quant_method.create_weights(self, self.in_f_per_partition, out_f)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.quant_method.apply(self, x)
        return out  # all-reduce is a no-op at tp_size == 1


class AttentionOutput(nn.Module):
    def __init__(self, hidden: int = 16):
        super().__init__()
        self.o_proj = RowParallelLinear(hidden, hidden, GPTQConfig(desc_act=True))

    def forward(self, attn_out: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        return residual + self.o_proj(attn_out)


@torch.compile(fullgraph=True)
def attn_output_step(module: AttentionOutput, attn_out: torch.Tensor, residual: torch.Tensor):
    return module(attn_out, residual)
