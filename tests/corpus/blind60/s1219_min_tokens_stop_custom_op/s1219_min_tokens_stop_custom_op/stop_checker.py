from dataclasses import dataclass

import torch

from ._custom_ops import mask_stop_tokens_


@dataclass
class StopCriteria:
    output_lens: torch.Tensor      # [bs] tokens generated so far
    min_tokens: torch.Tensor       # [bs]
    max_tokens: torch.Tensor       # [bs]
    stop_token_ids: torch.Tensor   # [bs, max_stop], -1 padded

    def __post_init__(self) -> None:
        if self.stop_token_ids.dim() != 2:
            raise ValueError("stop_token_ids must be [batch, max_stop]")


def apply_min_tokens(logits: torch.Tensor, criteria: StopCriteria) -> torch.Tensor:
    mask_stop_tokens_(logits, criteria.output_lens, criteria.min_tokens, criteria.stop_token_ids)
    return logits


def check_stop(next_token_ids: torch.Tensor, criteria: StopCriteria) -> torch.Tensor:
    new_lens = criteria.output_lens + 1
    hit_stop = (next_token_ids.unsqueeze(1) == criteria.stop_token_ids).any(dim=-1)
    hit_stop = hit_stop & (new_lens >= criteria.min_tokens)
    hit_length = new_lens >= criteria.max_tokens
    return hit_stop | hit_length
