import torch
import torch.nn as nn

from .stats import RecallStats


class ChunkIndex(nn.Module):
    def __init__(self, num_chunks: int, dim: int, k: int, threshold: float):
        super().__init__()
        self.k = k
        self.register_buffer("chunk_emb", torch.nn.functional.normalize(torch.randn(num_chunks, dim), dim=-1))
        self.stats = RecallStats(threshold)
        self.threshold = threshold

    def forward(self, q):
        qn = torch.nn.functional.normalize(q, dim=-1)
        sims = qn @ self.chunk_emb.t()
        scores, idx = sims.topk(self.k, dim=-1)
        self.stats.record(scores)
        # below-threshold neighbours get no weight, without a data-dependent branch
        scores = torch.where(scores >= self.threshold, scores, torch.full_like(scores, -1e4))
        return scores, self.chunk_emb[idx]


class Encoder(nn.Module):
    def __init__(self, dim: int = 8):
        super().__init__()
        self.inp = nn.Linear(dim, dim)
        self.index = ChunkIndex(16, dim, k=4, threshold=0.2)
        self.mix = nn.Linear(2 * dim, dim)

    def forward(self, x):
        h = torch.nn.functional.gelu(self.inp(x))
        scores, neigh = self.index(h)
        ctx = (scores.softmax(-1).unsqueeze(-1) * neigh).sum(1)
        return self.mix(torch.cat([h, ctx], -1))


compiled_encoder = torch.compile(Encoder(), fullgraph=True)
