from dataclasses import dataclass

import torch


@dataclass
class EagleVerifyOutput:
    accept_length: torch.Tensor
    accepted_tokens: torch.Tensor
    bonus_tokens: torch.Tensor


def greedy_verify(draft_token_ids: torch.Tensor, target_logits: torch.Tensor) -> EagleVerifyOutput:
    target_predict = torch.argmax(target_logits, dim=-1)
    matches = (target_predict[:, :-1] == draft_token_ids[:, 1:]).to(torch.int32)
    accept_mask = torch.cumprod(matches, dim=-1)
    accept_length = accept_mask.sum(dim=-1)
    bonus_tokens = torch.gather(target_predict, 1, accept_length.unsqueeze(-1).to(torch.int64)).squeeze(-1)
    accepted_tokens = draft_token_ids[:, 1:] * accept_mask
    return EagleVerifyOutput(
        accept_length=accept_length,
        accepted_tokens=accepted_tokens,
        bonus_tokens=bonus_tokens,
    )
