import torch
import torch.nn.functional as F
from torch import nn

from .state_views import LoadConfig, ShardedParameterView


class MergedColumnLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, load_config: LoadConfig):
        super().__init__()
        self.weight_view = ShardedParameterView(out_features, in_features, load_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight_view.full())


class DenseBlock(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, load_config: LoadConfig = LoadConfig()):
        super().__init__()
        self.gate_up_proj = MergedColumnLinear(hidden, 2 * inter, load_config)
        self.down_proj = MergedColumnLinear(inter, hidden, load_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return x + self.down_proj(F.silu(gate) * up)


_block = DenseBlock().eval()


def run_block(hidden_states: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _block(hidden_states)


step = torch.compile(run_block, fullgraph=True)
