from typing import Optional

import torch
from torch import nn


class LogitsProcessor(nn.Module):
    def __init__(self, vocab_size: int, org_vocab_size: Optional[int] = None):
        super().__init__()
        self.vocab_size = vocab_size
        self.org_vocab_size = org_vocab_size or vocab_size

    def forward(self, lm_head: nn.Module, hidden_states: torch.Tensor, top_ks: torch.Tensor) -> torch.Tensor:
        logits = lm_head.quant_method.apply(lm_head, hidden_states, getattr(lm_head, "bias", None))
        logits = logits[..., : self.org_vocab_size]
        return self.postprocess(logits, top_ks)

    def postprocess(self, logits: torch.Tensor, top_ks: torch.Tensor) -> torch.Tensor:
        return logits


class TopKLogitsProcessor(LogitsProcessor):
    def postprocess(self, logits: torch.Tensor, top_ks: torch.Tensor) -> torch.Tensor:
        return apply_top_k(logits, top_ks)


def apply_top_k(logits: torch.Tensor, top_ks: torch.Tensor) -> torch.Tensor:
    vocab_size = logits.shape[-1]
    max_top_k = int(top_ks.max())
    if max_top_k >= vocab_size:
        return logits
    topk_vals = torch.topk(logits, max_top_k, dim=-1).values
    kth = topk_vals.gather(-1, (top_ks - 1).clamp(min=0).unsqueeze(-1).long())
    return logits.masked_fill(logits < kth, float("-inf"))
