from typing import List

import torch
from torch import nn
import torch.nn.functional as F

from .kv_cache_interface import HybridConfig, MambaSpec


def _seq_lens_from_query_start_loc(query_start_loc: torch.Tensor) -> List[int]:
    return (query_start_loc[1:] - query_start_loc[:-1]).tolist()


def causal_conv1d_update(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
    return x * weight[:, -1] + bias


def causal_conv1d_varlen(
    x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor, query_start_loc: torch.Tensor
) -> torch.Tensor:
    width = weight.shape[-1]
    seq_lens = _seq_lens_from_query_start_loc(query_start_loc)
    if max(seq_lens) == 1:
        return causal_conv1d_update(x, weight, bias)
    outputs = []
    for x_seq in x.split(seq_lens, dim=0):
        x_seq = x_seq.t().unsqueeze(0)
        y = F.conv1d(F.pad(x_seq, (width - 1, 0)), weight.unsqueeze(1), bias, groups=weight.shape[0])
        outputs.append(y.squeeze(0).t())
    return torch.cat(outputs, dim=0)


class MambaMixer(nn.Module):
    def __init__(self, config: HybridConfig, layer_idx: int, prefix: str = ""):
        super().__init__()
        self.layer_idx = layer_idx
        self.prefix = prefix
        self.intermediate_size = config.intermediate_size
        self.conv_kernel_size = config.mamba_d_conv
        self.in_proj = nn.Linear(config.hidden_size, 2 * self.intermediate_size, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(self.intermediate_size, self.conv_kernel_size) * 0.1)
        self.conv_bias = nn.Parameter(torch.zeros(self.intermediate_size))
        self.dt_proj = nn.Linear(self.intermediate_size, self.intermediate_size)
        self.out_proj = nn.Linear(self.intermediate_size, config.hidden_size, bias=False)

    def get_state_shape(self):
        return ((self.conv_kernel_size - 1, self.intermediate_size), (self.intermediate_size, 1))

    def get_kv_cache_spec(self, block_size: int) -> MambaSpec:
        return MambaSpec(block_size=block_size, shapes=self.get_state_shape(), dtype=self.conv_weight.dtype)

    def forward(self, hidden_states: torch.Tensor, query_start_loc: torch.Tensor) -> torch.Tensor:
        x, gate = self.in_proj(hidden_states).chunk(2, dim=-1)
        x = causal_conv1d_varlen(x, self.conv_weight, self.conv_bias, query_start_loc)
        x = F.silu(x)
        dt = F.softplus(self.dt_proj(x))
        y = torch.cumsum(dt * x, dim=0) * F.silu(gate)
        return self.out_proj(y)
