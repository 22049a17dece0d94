from __future__ import annotations

import torch
import torch.nn as nn

from .debug import trace_batch, validate_ids


class CheckedEmbeddingBag(nn.EmbeddingBag):
    def __init__(self, name: str, num_embeddings: int, dim: int, mode: str = "mean"):
        super().__init__(num_embeddings, dim, mode=mode)
        self.feature_name = name

    def forward(self, ids, offsets=None, per_sample_weights=None):
        validate_ids(self.feature_name, ids, self.num_embeddings)
        trace_batch(self.feature_name, ids)
        return super().forward(ids, offsets, per_sample_weights)


class Expert(nn.Sequential):
    def __init__(self, d_in: int, d_out: int):
        super().__init__(nn.Linear(d_in, d_out), nn.ReLU())


class MMoE(nn.Module):
    def __init__(self, d_in: int, d_expert: int = 16, n_experts: int = 3, n_tasks: int = 2):
        super().__init__()
        self.experts = nn.ModuleList([Expert(d_in, d_expert) for _ in range(n_experts)])
        self.gates = nn.ModuleList([nn.Linear(d_in, n_experts) for _ in range(n_tasks)])
        self.heads = nn.ModuleList([nn.Linear(d_expert, 1) for _ in range(n_tasks)])

    def forward(self, x):
        e = torch.stack([exp(x) for exp in self.experts], dim=1)  # [B, E, H]
        outs = []
        for gate, head in zip(self.gates, self.heads):
            w = gate(x).softmax(-1).unsqueeze(-1)
            outs.append(head((w * e).sum(1)))
        return torch.cat(outs, dim=-1)


class MultiTaskRanker(nn.Module):
    def __init__(self, dim: int = 8):
        super().__init__()
        self.user = CheckedEmbeddingBag("user_tags", 40, dim)
        self.item = CheckedEmbeddingBag("item_tags", 60, dim, mode="sum")
        self.mmoe = MMoE(2 * dim + 5)

    def forward(self, dense, user_tags, item_tags):
        x = torch.cat([self.user(user_tags), self.item(item_tags), dense], dim=-1)
        logits = self.mmoe(x)
        ctr, cvr = logits.sigmoid().unbind(-1)
        return ctr, ctr * cvr


_model = MultiTaskRanker()
predict = torch.compile(_model, fullgraph=True)
