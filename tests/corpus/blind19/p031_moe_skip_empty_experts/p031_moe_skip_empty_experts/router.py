import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import MoEConfig


class TopKRouter(nn.Module):
    """Softmax gate followed by top-k selection."""

    def __init__(self, cfg: MoEConfig):
        super().__init__()
        self.top_k = cfg.top_k
        self.renormalize = cfg.renormalize
        self.gate = nn.Linear(cfg.hidden_size, cfg.num_experts, bias=False)

    def forward(self, hidden: torch.Tensor):
        logits = self.gate(hidden)
        probs = F.softmax(logits, dim=-1, dtype=torch.float32)
        weights, ids = torch.topk(probs, self.top_k, dim=-1)
        if self.renormalize:
            weights = weights / weights.sum(dim=-1, keepdim=True)
        return weights.to(hidden.dtype), ids
