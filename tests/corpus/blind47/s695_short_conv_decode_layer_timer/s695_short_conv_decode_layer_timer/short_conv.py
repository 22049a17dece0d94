import torch
import torch.nn as nn

from .forward_context import get_forward_context


class ShortConvCache:
    """Rolling [batch, hidden, L_cache - 1] window per layer."""

    def __init__(self, num_layers: int, batch: int, hidden: int, l_cache: int):
        self.conv_states = [torch.zeros(batch, hidden, l_cache - 1) for _ in range(num_layers)]

    def step(self, layer_idx: int, x: torch.Tensor) -> torch.Tensor:
        window = torch.cat([self.conv_states[layer_idx], x.unsqueeze(-1)], dim=-1)
        self.conv_states[layer_idx].copy_(window[..., 1:])
        return window


class GatedShortConv(nn.Module):
    def __init__(self, hidden_size: int, l_cache: int, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.in_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.conv_weight = nn.Parameter(torch.randn(hidden_size, l_cache) / l_cache)
        self.out_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor, cache: ShortConvCache) -> torch.Tensor:
        ctx = get_forward_context()
        with ctx.timer.section("short_conv"):
            B, C, xx = self.in_proj(x).chunk(3, dim=-1)
            window = cache.step(self.layer_idx, B * xx)
            conv_out = (window * self.conv_weight).sum(-1)
            return self.out_proj(C * conv_out)
