from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class PenaltyConfig:
    frequency_penalty: float = 0.0
    presence_penalty: float = 0.0

    @property
    def is_required(self) -> bool:
        return self.frequency_penalty != 0.0 or self.presence_penalty != 0.0


class BatchedPenalizerOrchestrator:
    def __init__(self, config: PenaltyConfig):
        self.config = config

    def apply(self, logits: torch.Tensor, output_ids: torch.Tensor, output_lens: torch.Tensor) -> torch.Tensor:
        if not self.config.is_required:
            return logits
        logits = logits.clone()
        torch.ops.blind46_s648.apply_penalties_(
            logits,
            output_ids,
            output_lens,
            self.config.frequency_penalty,
            self.config.presence_penalty,
        )
        return logits
