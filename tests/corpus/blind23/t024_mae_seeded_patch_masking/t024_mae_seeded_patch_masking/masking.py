"""Per-sample random patch masking (shuffle + keep the first ``len_keep``)."""
from typing import Optional, Tuple

import torch


class RandomPatchMasker:
    def __init__(self, mask_ratio: float, seed: Optional[int] = None):
        self.mask_ratio = mask_ratio
        self.generator = torch.Generator()
        if seed is not None:
            self.generator.manual_seed(seed)

    def sample_noise(self, batch: int, length: int, device) -> torch.Tensor:
        return torch.rand(batch, length, generator=self.generator).to(device)

    def __call__(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        batch, length, dim = x.shape
        len_keep = int(length * (1 - self.mask_ratio))
        noise = self.sample_noise(batch, length, x.device)
        ids_shuffle = torch.argsort(noise, dim=1)
        ids_restore = torch.argsort(ids_shuffle, dim=1)
        ids_keep = ids_shuffle[:, :len_keep]
        kept = torch.gather(x, 1, ids_keep.unsqueeze(-1).expand(-1, -1, dim))
        mask = torch.ones(batch, length, device=x.device)
        mask[:, :len_keep] = 0
        mask = torch.gather(mask, 1, ids_restore)
        return kept, mask, ids_restore
