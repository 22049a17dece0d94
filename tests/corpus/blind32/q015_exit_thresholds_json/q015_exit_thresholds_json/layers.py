import torch
import torch.nn as nn
import torch.nn.functional as F

from . import calibration


class GatedExitLayer(nn.Module):
    """Transformer MLP layer plus an exit gate; exited tokens are frozen."""

    def __init__(self, hidden: int = 16, num_layers: int = 3):
        super().__init__()
        self.norms = nn.ModuleList(nn.LayerNorm(hidden) for _ in range(num_layers))
        self.mlps = nn.ModuleList(nn.Linear(hidden, hidden) for _ in range(num_layers))
        self.gates = nn.ModuleList(nn.Linear(hidden, 1) for _ in range(num_layers))

    def gate(self, layer_idx: int, h: torch.Tensor) -> torch.Tensor:
        conf = torch.sigmoid(self.gates[layer_idx](h)).squeeze(-1)
        return conf >= calibration.threshold_for(layer_idx)

    def forward(self, h: torch.Tensor, layer_idx: int) -> tuple[torch.Tensor, torch.Tensor]:
        out = h + F.silu(self.mlps[layer_idx](self.norms[layer_idx](h)))
        done = self.gate(layer_idx, out)
        return out, done


_layer = GatedExitLayer().eval()


@torch.compile(fullgraph=True, dynamic=False)
def exit_layer_forward(h: torch.Tensor, layer_idx: int):
    out, done = _layer(h, layer_idx)
    return torch.where(done.unsqueeze(-1), h, out), done
