import torch
import torch.nn as nn

from .config import MoEConfig
from .experts import ExpertGroup
from .router import TopKRouter


class SparseMoEBlock(nn.Module):
    def __init__(self, cfg: MoEConfig):
        super().__init__()
        self.router = TopKRouter(cfg)
        self.experts = ExpertGroup(cfg)
        self.norm = nn.LayerNorm(cfg.hidden_size)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        residual = hidden
        hidden = self.norm(hidden)
        weights, ids = self.router(hidden)
        return residual + self.experts(hidden, weights, ids)


moe_block = torch.compile(SparseMoEBlock(MoEConfig()), fullgraph=True)
