import warnings
from typing import Optional

import torch
import torch.nn as nn

from .env import average_tokens_across_micro_batches, grad_accum_dtype


class LossAccumulator(nn.Module):
    """Sums micro-batch losses between optimizer steps.

    ``micro_step`` is a plain Python counter; ``running_loss`` / ``running_tokens``
    are buffers so that they follow the module across devices.
    """

    def __init__(self, accumulation_steps: int, gradient_accumulation_steps: Optional[int] = None):
        super().__init__()
        if gradient_accumulation_steps is not None:
            warnings.warn(
                "`gradient_accumulation_steps` is deprecated, use `accumulation_steps`",
                FutureWarning,
                stacklevel=2,
            )
            accumulation_steps = gradient_accumulation_steps
        self.accumulation_steps = accumulation_steps
        self.micro_step = 0
        self.register_buffer("running_loss", torch.zeros((), dtype=grad_accum_dtype()), persistent=False)
        self.register_buffer("running_tokens", torch.zeros((), dtype=torch.long), persistent=False)

    @property
    def is_sync_step(self) -> bool:
        return (self.micro_step + 1) % self.accumulation_steps == 0

    def forward(self, loss_sum: torch.Tensor, num_tokens: torch.Tensor) -> torch.Tensor:
        with torch.no_grad():
            self.running_loss.add_(loss_sum.detach().to(self.running_loss.dtype))
            self.running_tokens.add_(num_tokens)
        if average_tokens_across_micro_batches():
            scaled = loss_sum / num_tokens.clamp(min=1) / self.accumulation_steps
        else:
            scaled = loss_sum / self.accumulation_steps
        if self.is_sync_step:
            self.running_loss.zero_()
            self.running_tokens.zero_()
        self.micro_step += 1
        return scaled
