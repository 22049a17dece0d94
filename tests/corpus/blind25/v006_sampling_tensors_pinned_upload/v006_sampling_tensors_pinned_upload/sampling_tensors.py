from dataclasses import dataclass

import torch

from .device_utils import upload


@dataclass
class SamplingTensors:
    temperatures: torch.Tensor
    repetition_penalties: torch.Tensor
    prev_tokens: torch.Tensor

    @classmethod
    def from_host(cls, temperatures, penalties, prev_tokens, device, dtype=torch.float32):
        return cls(
            temperatures=upload(temperatures, device, dtype).unsqueeze(1),
            repetition_penalties=upload(penalties, device, dtype).unsqueeze(1),
            prev_tokens=upload(prev_tokens, device),
        )


def apply_repetition_penalty(logits: torch.Tensor, st: SamplingTensors) -> torch.Tensor:
    seen = torch.zeros_like(logits, dtype=torch.bool)
    seen.scatter_(1, st.prev_tokens, True)
    penalised = torch.where(logits > 0, logits / st.repetition_penalties, logits * st.repetition_penalties)
    return torch.where(seen, penalised, logits)
