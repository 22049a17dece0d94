import torch
import torch.nn as nn

from . import router as routing


class Attentionless(nn.Module):
    """Stand-in for the heavy block (MLP only for brevity)."""

    def __init__(self, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.LayerNorm(hidden), nn.Linear(hidden, hidden), nn.GELU(), nn.Linear(hidden, hidden))

    def forward(self, x):
        return self.net(x)


class MoDBlock(nn.Module):
    def __init__(self, hidden=8, threshold=0.0):
        super().__init__()
        self.router = routing.TokenRouter(hidden, threshold)
        self.inner = Attentionless(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scores, gate = self.router(x)
        idx = routing.select_routed_tokens(scores, self.router.threshold)
        routed = x.index_select(0, idx)
        update = self.inner(routed) * gate.index_select(0, idx).unsqueeze(-1)
        return x.index_add(0, idx, update)


mod_block = torch.compile(MoDBlock(), fullgraph=True)
