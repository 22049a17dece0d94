from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

import torch

_SAMPLING_EPS = 1e-5


@dataclass
class SamplingMetadata:
    temperature: torch.Tensor
    all_greedy: bool
    all_random: bool
    top_p: Optional[torch.Tensor]
    top_k: Optional[torch.Tensor]
    # req index in the persistent batch -> its seeded generator
    generators: dict[int, torch.Generator] = field(default_factory=dict)
    max_num_logprobs: Optional[int] = None

    @classmethod
    def from_requests(
        cls,
        temperatures: Sequence[float],
        top_ps: Sequence[float],
        top_ks: Sequence[int],
        seeds: Sequence[Optional[int]],
        vocab_size: int,
        device: str = "cpu",
    ) -> "SamplingMetadata":
        generators: dict[int, torch.Generator] = {}
        for i, seed in enumerate(seeds):
            if seed is not None:
                gen = torch.Generator(device=device)
                gen.manual_seed(seed)
                generators[i] = gen
        all_greedy = all(t < _SAMPLING_EPS for t in temperatures)
        all_random = all(t >= _SAMPLING_EPS for t in temperatures)
        no_top_p = all(p >= 1.0 for p in top_ps)
        no_top_k = all(k <= 0 or k >= vocab_size for k in top_ks)
        return cls(
            temperature=torch.tensor(temperatures, dtype=torch.float32, device=device),
            all_greedy=all_greedy,
            all_random=all_random,
            top_p=None if no_top_p else torch.tensor(top_ps, dtype=torch.float32, device=device),
            top_k=None
            if no_top_k
            else torch.tensor(
                [k if 0 < k < vocab_size else vocab_size for k in top_ks],
                dtype=torch.int32,
                device=device,
            ),
            generators=generators,
        )
