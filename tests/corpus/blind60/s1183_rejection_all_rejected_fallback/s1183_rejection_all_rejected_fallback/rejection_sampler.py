import torch
import torch.nn as nn

from .metadata import PLACEHOLDER_TOKEN_ID, SpecDecodeMetadata


def _first_rejection(accepted: torch.Tensor) -> torch.Tensor:
    # accepted: [batch_size, max_spec_len] bool -> number of leading accepted tokens
    return torch.cumprod(accepted.to(torch.int32), dim=1).sum(dim=1)


def _scatter_output(
    draft: torch.Tensor,
    target_argmax: torch.Tensor,
    bonus_token_ids: torch.Tensor,
    num_accepted: torch.Tensor,
) -> torch.Tensor:
    batch_size, max_spec_len = draft.shape
    out = torch.full(
        (batch_size, max_spec_len + 1), PLACEHOLDER_TOKEN_ID, dtype=draft.dtype, device=draft.device
    )
    pos = torch.arange(max_spec_len + 1, device=draft.device)[None, :]
    keep = pos < num_accepted[:, None]
    out[:, :max_spec_len] = torch.where(keep[:, :max_spec_len], draft, out[:, :max_spec_len])
    recovered = torch.cat([target_argmax, bonus_token_ids[:, None]], dim=1)
    fill = pos == num_accepted[:, None]
    return torch.where(fill, recovered, out)


def _finalize(
    draft: torch.Tensor,
    target_argmax: torch.Tensor,
    bonus_token_ids: torch.Tensor,
    num_accepted: torch.Tensor,
) -> torch.Tensor:
    if (num_accepted == 0).all():
        # nothing accepted anywhere: each request only emits the target's first token
        return target_argmax[:, :1]
    return _scatter_output(draft, target_argmax, bonus_token_ids, num_accepted)


def rejection_greedy_sample(
    metadata: SpecDecodeMetadata,
    target_argmax: torch.Tensor,
    bonus_token_ids: torch.Tensor,
) -> torch.Tensor:
    batch_size = len(metadata.num_draft_tokens)
    draft = metadata.draft_token_ids.view(batch_size, metadata.max_spec_len)
    target = target_argmax.view(batch_size, metadata.max_spec_len)
    num_accepted = _first_rejection(draft == target)
    return _finalize(draft, target, bonus_token_ids, num_accepted)


class RejectionSampler(nn.Module):
    def forward(
        self,
        metadata: SpecDecodeMetadata,
        target_logits: torch.Tensor,
        bonus_token_ids: torch.Tensor,
    ) -> torch.Tensor:
        target_argmax = target_logits.argmax(dim=-1)
        return rejection_greedy_sample(metadata, target_argmax, bonus_token_ids)
