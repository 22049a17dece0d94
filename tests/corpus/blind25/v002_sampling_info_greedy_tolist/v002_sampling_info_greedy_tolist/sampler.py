import torch
from torch import nn

from .sampling_info import SamplingBatchInfo


def top_p_renorm(probs: torch.Tensor, top_ps: torch.Tensor) -> torch.Tensor:
    sorted_probs, sorted_idx = probs.sort(dim=-1, descending=True)
    cum = sorted_probs.cumsum(dim=-1)
    mask = (cum - sorted_probs) > top_ps.view(-1, 1)
    sorted_probs = sorted_probs.masked_fill(mask, 0.0)
    renormed = torch.zeros_like(probs).scatter_(-1, sorted_idx, sorted_probs)
    return renormed / renormed.sum(dim=-1, keepdim=True)


class Sampler(nn.Module):
    def forward(self, logits: torch.Tensor, info: SamplingBatchInfo) -> torch.Tensor:
        if info.is_all_greedy():
            return logits.argmax(dim=-1)
        probs = torch.softmax(logits / info.scaled_temperatures(), dim=-1)
        if info.need_top_p:
            probs = top_p_renorm(probs, info.top_ps)
        # exponential-race sampling: argmax(p / q), q ~ Exp(1); no host sync
        q = torch.empty_like(probs).exponential_(1.0)
        return (probs / q).argmax(dim=-1)
