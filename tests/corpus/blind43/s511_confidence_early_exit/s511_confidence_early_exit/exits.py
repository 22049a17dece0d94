import torch
import torch.nn as nn

from .config import EarlyExitConfig


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class ConfidenceExitHead(nn.Module):
    """Shared-weight exit classifier; decides whether the stack may stop here."""

    def __init__(self, cfg: EarlyExitConfig, lm_head: nn.Linear):
        super().__init__()
        self.cfg = cfg
        self.norm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.lm_head = lm_head  # tied with the final head

    def logits(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.norm(hidden))

    def confidence(self, hidden: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(self.logits(hidden).float(), dim=-1)
        return probs.max(dim=-1).values

    def should_exit(self, hidden: torch.Tensor) -> bool:
        top_prob = self.confidence(hidden)
        if self.cfg.aggregate == "min":
            score = top_prob.min()
        else:
            score = top_prob.mean()
        if score >= self.cfg.confidence_threshold:
            return True
        return False
