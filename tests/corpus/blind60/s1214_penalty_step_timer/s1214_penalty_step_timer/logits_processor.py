from dataclasses import dataclass

import torch

from .penalties import apply_penalties


@dataclass
class PenaltyState:
    prompt_token_ids: torch.Tensor
    output_token_ids: torch.Tensor
    presence_penalties: torch.Tensor
    frequency_penalties: torch.Tensor
    repetition_penalties: torch.Tensor
    no_penalties: bool = False


def _apply_temperature(logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
    return logits.div_(temperature.unsqueeze(dim=1))


@torch.compile(fullgraph=True)
def process_logits(logits: torch.Tensor, temperature: torch.Tensor, state: PenaltyState) -> torch.Tensor:
    logits = logits.to(torch.float32)
    if not state.no_penalties:
        logits = apply_penalties(
            logits,
            state.prompt_token_ids,
            state.output_token_ids,
            state.presence_penalties,
            state.frequency_penalties,
            state.repetition_penalties,
        )
    logits = _apply_temperature(logits, temperature)
    return torch.log_softmax(logits, dim=-1)
