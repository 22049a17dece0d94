import logging
from typing import Dict, Optional

import torch
import torch.nn as nn

from .platform_utils import device_type, has_flashinfer_sampling

logger = logging.getLogger(__name__)


def apply_top_k_top_p(logits: torch.Tensor, k: Optional[torch.Tensor], p: Optional[torch.Tensor]) -> torch.Tensor:
    if k is None and p is None:
        return logits
    logits_sort, logits_idx = logits.sort(dim=-1, descending=False)
    if k is not None:
        top_k_mask = logits_sort.size(1) - k.to(torch.long)
        top_k_mask = logits_sort.gather(1, top_k_mask.unsqueeze(dim=1))
        logits_sort.masked_fill_(logits_sort < top_k_mask, -float("inf"))
    if p is not None:
        probs_sum = logits_sort.softmax(dim=-1).cumsum(dim=-1)
        top_p_mask = probs_sum <= 1 - p.unsqueeze(dim=1)
        top_p_mask[:, -1] = False
        logits_sort.masked_fill_(top_p_mask, -float("inf"))
    return logits.scatter(dim=-1, index=logits_idx, src=logits_sort)


def random_sample(probs: torch.Tensor, generators: Dict[int, torch.Generator]) -> torch.Tensor:
    q = torch.empty_like(probs)
    q.exponential_()
    for i, generator in generators.items():
        q[i].exponential_(generator=generator)
    return probs.div_(q).argmax(dim=-1).view(-1)


class TopKTopPSampler(nn.Module):
    def __init__(self):
        super().__init__()
        if device_type() == "cuda" and has_flashinfer_sampling():
            logger.info("Using FlashInfer for top-p & top-k sampling.")
            self.forward = self.forward_cuda
        else:
            self.forward = self.forward_native

    def forward_native(self, logits, generators, k, p) -> torch.Tensor:
        logits = apply_top_k_top_p(logits, k, p)
        probs = logits.softmax(dim=-1, dtype=torch.float32)
        return random_sample(probs, generators)

    def forward_cuda(self, logits, generators, k, p) -> torch.Tensor:
        import flashinfer.sampling

        if generators:
            logger.warning("FlashInfer 0.2.3+ does not support per-request generators.")
            return self.forward_native(logits, generators, k, p)
        probs = logits.softmax(dim=-1, dtype=torch.float32)
        return flashinfer.sampling.top_k_top_p_sampling_from_probs(probs, k, p, deterministic=True)
