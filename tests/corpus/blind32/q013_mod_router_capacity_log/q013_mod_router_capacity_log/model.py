import torch
import torch.nn as nn

from .routing import CapacityRouter


class FeedForward(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.up = nn.Linear(hidden, 4 * hidden)
        self.down = nn.Linear(4 * hidden, hidden)

    def forward(self, x):
        return self.down(torch.relu(self.up(x)))


class MoDLayer(nn.Module):
    def __init__(self, hidden: int = 16, capacity_factor: float = 1.0):
        super().__init__()
        self.router_proj = nn.Linear(hidden, 1, bias=False)
        self.norm = nn.LayerNorm(hidden)
        self.ffn = FeedForward(hidden)
        self.router = CapacityRouter(capacity_factor)

    def _gather(self, x, idx):
        return x.gather(1, idx.unsqueeze(-1).expand(-1, -1, x.shape[-1]))

    def _scatter(self, x, idx, upd):
        return x.scatter_add(1, idx.unsqueeze(-1).expand(-1, -1, x.shape[-1]), upd)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scores = self.router_proj(x).squeeze(-1)
        weights, idx = self.router.route(scores)
        chosen = self._gather(x, idx)
        update = self.ffn(self.norm(chosen)) * weights.unsqueeze(-1)
        return self._scatter(x, idx, update)


layer = MoDLayer().eval()
