import torch
from torch import nn

from .layers import AlternatingAttention
from .overrides import WindowOverrideTable


class HybridDecoder(nn.Module):
    def __init__(self, hidden_size=8, num_heads=2, num_layers=4, sliding_window=2):
        super().__init__()
        # even layers use the sliding window, odd layers attend to everything
        defaults = {i: (sliding_window if i % 2 == 0 else None) for i in range(num_layers)}
        self.window_table = WindowOverrideTable(defaults)
        self.layers = nn.ModuleList(
            [AlternatingAttention(hidden_size, num_heads, i, self.window_table) for i in range(num_layers)]
        )
        self.final_norm = nn.RMSNorm(hidden_size)

    @torch.compile(fullgraph=True)
    def forward_decode(self, hidden_states):
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return self.final_norm(hidden_states)


DECODER = HybridDecoder()
