import torch
import torch.nn as nn

from . import metrics


class Embedder(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.proj = nn.Linear(dim, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x):
        return self.norm(self.proj(x))


class ModelRunner(nn.Module):
    def __init__(self, dim=8):
        super().__init__()
        self.embed = Embedder(dim)
        self.body = nn.Sequential(nn.Linear(dim, dim), nn.GELU(), nn.Linear(dim, dim))

    def _account(self, x):
        metrics.FORWARD_CALLS.inc()
        metrics.TOKENS_SEEN.inc(x.shape[0])

    def forward(self, x):
        h = self.embed(x)
        self._account(x)
        return self.body(h)


compiled_step = torch.compile(ModelRunner(), fullgraph=True)
