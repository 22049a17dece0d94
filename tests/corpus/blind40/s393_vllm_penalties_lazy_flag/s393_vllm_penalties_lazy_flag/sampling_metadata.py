from dataclasses import dataclass, field
from typing import Optional

import torch


@dataclass
class SamplingMetadata:
    """Per-batch sampling tensors, rebuilt by the input batch whenever requests change."""

    temperature: torch.Tensor
    presence_penalties: torch.Tensor
    frequency_penalties: torch.Tensor
    repetition_penalties: torch.Tensor
    prompt_token_ids: torch.Tensor
    output_token_ids: torch.Tensor
    vocab_size: int = 32
    _no_penalties: Optional[bool] = field(default=None, repr=False)

    @property
    def no_penalties(self) -> bool:
        if self._no_penalties is None:
            # Computed lazily so that the input batch does not have to track it.
            self._no_penalties = bool(
                (self.presence_penalties == 0).all()
                & (self.frequency_penalties == 0).all()
                & (self.repetition_penalties == 1).all()
            )
        return self._no_penalties

    @classmethod
    def from_requests(cls, batch_size: int, vocab_size: int, prompt_len: int, output_len: int) -> "SamplingMetadata":
        g = torch.Generator().manual_seed(1234)
        return cls(
            temperature=torch.full((batch_size,), 0.7),
            presence_penalties=torch.tensor([0.0, 0.5])[:batch_size],
            frequency_penalties=torch.tensor([0.2, 0.0])[:batch_size],
            repetition_penalties=torch.tensor([1.1, 1.0])[:batch_size],
            prompt_token_ids=torch.randint(0, vocab_size, (batch_size, prompt_len), generator=g),
            output_token_ids=torch.randint(0, vocab_size, (batch_size, output_len), generator=g),
            vocab_size=vocab_size,
        )
