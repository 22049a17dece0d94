from typing import List, Sequence

import torch


class BatchedNoiseSampler:
    """One generator per request so that a batched run reproduces a single-request run."""

    def __init__(self, seeds: Sequence[int], device: str = "cpu"):
        self.seeds = list(seeds)
        self.generators: List[torch.Generator] = [
            torch.Generator(device=device).manual_seed(int(s)) for s in self.seeds
        ]

    def __len__(self):
        return len(self.generators)

    def _one(self, shape, gen, like: torch.Tensor) -> torch.Tensor:
        return torch.randn(shape, generator=gen, dtype=torch.float32, device=like.device).to(like.dtype)

    def __call__(self, like: torch.Tensor) -> torch.Tensor:
        if like.shape[0] != len(self.generators):
            raise ValueError(f"batch {like.shape[0]} != {len(self.generators)} generators")
        per_sample = tuple(like.shape[1:])
        return torch.stack([self._one(per_sample, g, like) for g in self.generators])
