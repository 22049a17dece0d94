import torch
from torch import nn

from .stats import STATS


def min_p_filter(probs: torch.Tensor, min_p: torch.Tensor) -> torch.Tensor:
    top = probs.amax(dim=-1, keepdim=True)
    keep = probs >= top * min_p.unsqueeze(-1)
    STATS.record(keep.sum(dim=-1))
    return probs.masked_fill(~keep, 0.0)


class MinPSampler(nn.Module):
    def __init__(self, temperature: float = 0.7):
        super().__init__()
        self.temperature = temperature

    def forward(self, logits: torch.Tensor, min_p: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(logits.float() / self.temperature, dim=-1)
        probs = min_p_filter(probs, min_p)
        probs = probs / probs.sum(dim=-1, keepdim=True)
        return torch.argmax(probs, dim=-1)


compiled_sampler = torch.compile(MinPSampler(), fullgraph=True)
