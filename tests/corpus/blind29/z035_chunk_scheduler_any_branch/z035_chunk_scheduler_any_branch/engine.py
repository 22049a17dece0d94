import torch
import torch.nn as nn

from . import policy as policy_mod


class ChunkEngine(nn.Module):
    def __init__(self, dim: int = 8, token_budget: int = 16, policy: str = "decode_first"):
        super().__init__()
        self.policy = policy_mod.make_policy(policy, token_budget)
        self.embed = nn.Linear(1, dim)
        self.head = nn.Linear(dim, 1)

    def forward(self, remaining: torch.Tensor) -> torch.Tensor:
        scheduled = self.policy.take(remaining)
        feats = self.embed(scheduled.unsqueeze(-1).float())
        priority = self.head(feats).squeeze(-1)
        return remaining - scheduled, priority


_engine = ChunkEngine()
engine_step = torch.compile(_engine, fullgraph=True)
