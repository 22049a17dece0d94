import dataclasses

import torch

from .penalty_ops import apply_token_penalties


@dataclasses.dataclass
class SamplingBatchInfo:
    temperature: float = 1.0
    top_k: int = 0
    repetition_penalty: float = 1.0
    frequency_penalty: float = 0.0
    presence_penalty: float = 0.0

    @property
    def need_penalties(self) -> bool:
        return (
            self.repetition_penalty != 1.0
            or self.frequency_penalty != 0.0
            or self.presence_penalty != 0.0
        )

    def apply_penalties(self, logits: torch.Tensor, output_ids: torch.Tensor, output_lens: torch.Tensor):
        if not self.need_penalties:
            return logits
        return apply_token_penalties(
            logits,
            output_ids,
            output_lens,
            self.repetition_penalty,
            self.frequency_penalty,
            self.presence_penalty,
        )
