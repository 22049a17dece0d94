import torch
import torch.nn as nn

from .short_conv import GatedShortConv, ShortConvCache


class ShortConvBlock(nn.Module):
    def __init__(self, hidden_size: int, l_cache: int, layer_idx: int):
        super().__init__()
        self.operator_norm = nn.RMSNorm(hidden_size)
        self.conv = GatedShortConv(hidden_size, l_cache, layer_idx)
        self.ffn_norm = nn.RMSNorm(hidden_size)
        self.w1 = nn.Linear(hidden_size, 2 * hidden_size, bias=False)
        self.w2 = nn.Linear(2 * hidden_size, hidden_size, bias=False)

    def forward(self, x, cache):
        x = x + self.conv(self.operator_norm(x), cache)
        return x + self.w2(torch.nn.functional.silu(self.w1(self.ffn_norm(x))))


class ShortConvModel(nn.Module):
    def __init__(self, hidden_size: int = 16, l_cache: int = 3, num_layers: int = 2, batch: int = 2):
        super().__init__()
        self.blocks = nn.ModuleList(ShortConvBlock(hidden_size, l_cache, i) for i in range(num_layers))
        self.cache = ShortConvCache(num_layers, batch, hidden_size, l_cache)


@torch.compile(fullgraph=True)
def decode_step(model: ShortConvModel, hidden_states: torch.Tensor) -> torch.Tensor:
    for block in model.blocks:
        hidden_states = block(hidden_states, model.cache)
    return hidden_states
