import torch

from .penalizers import apply_repetition_penalty, build_output_mask, repetition_penalty_rows


@torch.compile(fullgraph=True)
def apply_penalties(logits: torch.Tensor, repetition_penalties: torch.Tensor, output_ids: torch.Tensor) -> torch.Tensor:
    rows = repetition_penalty_rows(repetition_penalties)
    if not rows:
        return logits
    mask = build_output_mask(output_ids, logits.shape[-1])
    return apply_repetition_penalty(logits, mask, repetition_penalties)
