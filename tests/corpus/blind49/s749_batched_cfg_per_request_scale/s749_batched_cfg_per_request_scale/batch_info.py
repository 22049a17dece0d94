from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class DenoiseBatchInfo:
    """Per-step view of a batch of diffusion requests sharing one forward."""

    timesteps: torch.Tensor
    guidance_scale: torch.Tensor
    guidance_rescale: Optional[torch.Tensor] = None

    @property
    def batch_size(self) -> int:
        return self.timesteps.shape[0]

    @property
    def do_classifier_free_guidance(self):
        return (self.guidance_scale > 1.0).any()

    @property
    def guidance_view(self) -> torch.Tensor:
        return self.guidance_scale.view(-1, *([1] * 2))

    @classmethod
    def from_tensors(cls, timesteps: torch.Tensor, guidance_scale: torch.Tensor) -> "DenoiseBatchInfo":
        if guidance_scale.dim() == 0:
            guidance_scale = guidance_scale.expand(timesteps.shape[0])
        return cls(timesteps=timesteps, guidance_scale=guidance_scale.to(torch.float32))
