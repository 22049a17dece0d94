import torch

from .accept import accepted_lengths, fill_output
from .metadata import SpecDecodeMetadata


@torch.compile(fullgraph=True)
def rejection_sample(
    draft_token_ids: torch.Tensor,
    bonus_token_ids: torch.Tensor,
    draft_probs: torch.Tensor,
    target_probs: torch.Tensor,
    uniform: torch.Tensor,
) -> torch.Tensor:
    meta = SpecDecodeMetadata.from_tensors(draft_token_ids, bonus_token_ids)
    num_accepted = accepted_lengths(draft_probs, target_probs, uniform)
    return fill_output(meta, num_accepted)
