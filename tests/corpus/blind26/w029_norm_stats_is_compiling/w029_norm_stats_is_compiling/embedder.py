import torch
from torch import nn

from .monitor import NormDriftMonitor


class WeightedMeanPooler(nn.Module):
    """Position-weighted mean pooling (SGPT style)."""

    def forward(self, hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        pos = torch.arange(1, hidden.shape[1] + 1, device=hidden.device, dtype=hidden.dtype)
        w = pos.unsqueeze(0) * mask.to(hidden.dtype)
        w = w / w.sum(dim=1, keepdim=True).clamp_min(1e-9)
        return torch.einsum("bs,bsh->bh", w, hidden)


class SentenceEmbedder(nn.Module):
    def __init__(self, hidden: int = 8, out_dim: int = 8):
        super().__init__()
        self.pool = WeightedMeanPooler()
        self.dense = nn.Linear(hidden, out_dim)
        self.monitor = NormDriftMonitor()

    def _normalize(self, emb: torch.Tensor) -> torch.Tensor:
        norms = emb.norm(p=2, dim=-1, keepdim=True)
        self.monitor.observe(norms)
        return emb / norms.clamp_min(1e-12)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        pooled = self.pool(hidden_states, attention_mask)
        return self._normalize(self.dense(pooled))


compiled_embedder = torch.compile(SentenceEmbedder(), fullgraph=True)
