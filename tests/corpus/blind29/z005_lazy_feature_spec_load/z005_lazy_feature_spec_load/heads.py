import torch
import torch.nn as nn

from . import spec as feature_spec


class TaskHead(nn.Module):
    def __init__(self, in_dim: int):
        super().__init__()
        self.proj = nn.Linear(in_dim, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x).squeeze(-1)


class CandidateScorer(nn.Module):
    """Scores [B, C] candidates for click and dwell, then mixes the tasks."""

    tasks = ("click", "dwell")

    def __init__(self, dim: int = 8, num_ids: int = 64):
        super().__init__()
        self.features = ["query", "doc", "site"]
        self.tables = nn.ModuleDict({f: nn.Embedding(num_ids, dim) for f in self.features})
        self.heads = nn.ModuleDict({t: TaskHead(dim) for t in self.tasks})
        self.mix = nn.Parameter(torch.tensor([0.7, 0.3]))

    def pooled_features(self, ids: torch.Tensor) -> torch.Tensor:
        # ids: [B, C, F]
        weights = feature_spec.feature_weights(self.features)
        out = 0
        for i, (name, w) in enumerate(zip(self.features, weights)):
            out = out + w * self.tables[name](ids[..., i])
        return out

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        h = self.pooled_features(ids)
        scores = torch.stack([self.heads[t](h) for t in self.tasks], dim=-1)
        return (scores.sigmoid() * self.mix).sum(-1)


scorer = CandidateScorer().eval()
compiled_scorer = torch.compile(scorer, fullgraph=True)
