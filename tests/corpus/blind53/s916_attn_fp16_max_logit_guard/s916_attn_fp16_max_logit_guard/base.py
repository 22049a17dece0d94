import math
from typing import Optional

import torch
from torch import nn

FP16_MAX = 65504.0


class AttentionBackendBase(nn.Module):
    """Shared softmax path for the reference (non-fused) attention backends."""

    def __init__(self, num_heads: int, head_dim: int, scale: Optional[float] = None,
                 upcast_margin: float = 0.5):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = scale if scale is not None else 1.0 / math.sqrt(head_dim)
        self.upcast_threshold = FP16_MAX * upcast_margin

    def _needs_fp32_softmax(self, scores: torch.Tensor) -> bool:
        max_logit = scores.detach().abs().amax().item()
        return max_logit > self.upcast_threshold

    def _stable_softmax(self, scores: torch.Tensor) -> torch.Tensor:
        orig_dtype = scores.dtype
        if self._needs_fp32_softmax(scores):
            scores = scores.float()
        scores = scores - scores.amax(dim=-1, keepdim=True)
        return torch.softmax(scores, dim=-1).to(orig_dtype)

    def split_heads(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq, _ = x.shape
        return x.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)

    def merge_heads(self, x: torch.Tensor) -> torch.Tensor:
        bsz, _, seq, _ = x.shape
        return x.transpose(1, 2).reshape(bsz, seq, self.num_heads * self.head_dim)
