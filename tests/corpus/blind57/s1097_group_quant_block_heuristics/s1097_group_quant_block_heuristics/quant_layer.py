import math

import torch
import torch.nn as nn

from .config import GroupQuantConfig
from .utils import cdiv, round_scale


class PerTokenGroupQuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, config: GroupQuantConfig):
        super().__init__()
        self.config = config
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.05)
        self.output_scale = round_scale(config.scale_multiplier / math.sqrt(in_features))

    def _quant_groups(self, x: torch.Tensor) -> torch.Tensor:
        num_tokens, hidden = x.shape
        group_size = self.config.resolve_group_size(hidden)
        num_groups, rem = divmod(hidden, group_size)
        assert rem == 0, f"hidden {hidden} not divisible by group {group_size}"
        padded_tokens = cdiv(num_tokens, self.config.block_rows(num_tokens)) * self.config.block_rows(num_tokens)
        xg = x.reshape(num_tokens, num_groups, group_size)
        amax = xg.abs().amax(dim=-1, keepdim=True).clamp(min=1e-6)
        scale = amax / self.config.qmax
        q = torch.round(xg / scale).clamp(-self.config.qmax, self.config.qmax)
        out = (q * scale).reshape(num_tokens, hidden)
        if padded_tokens != num_tokens:
            out = torch.nn.functional.pad(out, (0, 0, 0, padded_tokens - num_tokens))[:num_tokens]
        return out

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        elems = math.prod(x.shape)
        x2d = x.reshape(elems // x.shape[-1], x.shape[-1])
        xq = self._quant_groups(x2d)
        out = torch.nn.functional.linear(xq, self.weight)
        if not math.isclose(self.output_scale, 1.0):
            out = out * self.output_scale
        return out.reshape(*x.shape[:-1], -1)


def build_layer() -> PerTokenGroupQuantLinear:
    torch.manual_seed(0)
    return PerTokenGroupQuantLinear(16, 6, GroupQuantConfig(scale_multiplier=2.0, max_group_size=8))
