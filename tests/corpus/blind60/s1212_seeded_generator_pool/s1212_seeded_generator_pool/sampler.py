from typing import Optional

import torch
import torch.nn as nn

from .generators import SeededGeneratorPool, random_sample
from .metadata import SamplingMetadata

_SAMPLING_EPS = 1e-5


def apply_top_k_top_p(
    logits: torch.Tensor,
    k: Optional[torch.Tensor],
    p: Optional[torch.Tensor],
) -> torch.Tensor:
    if k is None and p is None:
        return logits
    logits_sort, logits_idx = logits.sort(dim=-1, descending=False)

    if k is not None:
        top_k_mask = logits_sort.size(1) - k.to(torch.long)
        top_k_mask = logits_sort.gather(1, top_k_mask.unsqueeze(dim=1))
        top_k_mask = logits_sort < top_k_mask
        logits_sort.masked_fill_(top_k_mask, -float("inf"))

    if p is not None:
        probs_sort = logits_sort.softmax(dim=-1)
        probs_sum = torch.cumsum(probs_sort, dim=-1, out=probs_sort)
        top_p_mask = probs_sum <= 1 - p.unsqueeze(dim=1)
        top_p_mask[:, -1] = False
        logits_sort.masked_fill_(top_p_mask, -float("inf"))

    return logits.scatter(dim=-1, index=logits_idx, src=logits_sort)


class Sampler(nn.Module):
    def __init__(self, device: str = "cpu"):
        super().__init__()
        self.generator_pool = SeededGeneratorPool(torch.device(device))

    def greedy_sample(self, logits: torch.Tensor) -> torch.Tensor:
        return logits.argmax(dim=-1).view(-1)

    @torch.compile(fullgraph=True)
    def sample(self, logits: torch.Tensor, sampling_metadata: SamplingMetadata) -> torch.Tensor:
        if sampling_metadata.all_greedy:
            return self.greedy_sample(logits)

        logits = logits / sampling_metadata.temperature.clamp(min=_SAMPLING_EPS).unsqueeze(1)
        logits = apply_top_k_top_p(logits, sampling_metadata.top_k, sampling_metadata.top_p)
        probs = logits.softmax(dim=-1, dtype=torch.float32)
        generators = self.generator_pool.for_batch(sampling_metadata.seeds)
        random_sampled = random_sample(probs, generators)

        if sampling_metadata.all_random:
            return random_sampled
        greedy_sampled = self.greedy_sample(logits)
        return torch.where(
            sampling_metadata.temperature < _SAMPLING_EPS,
            greedy_sampled,
            random_sampled,
        )
