"""Turn a verify result into the draft model's extend batch.

Only the accepted prefix (plus the bonus token) of every request is re-run
through the draft model, so the extend batch is as wide as the longest
accepted prefix in the batch rather than ``num_draft + 1``.
"""
from __future__ import annotations

import torch

from .batch import DraftExtendInput, VerifyResult


def _shift_left(tokens: torch.Tensor, pad_id: int) -> torch.Tensor:
    pad = torch.full_like(tokens[:, :1], pad_id)
    return torch.cat([tokens[:, 1:], pad], dim=1)


def build_draft_extend_input(result: VerifyResult, pad_id: int = 0) -> DraftExtendInput:
    extend_lens = result.accept_lens + 1
    num_steps = int(extend_lens.max().item())
    ids_cols, hid_cols, mask_cols = [], [], []
    for step in range(num_steps):
        valid = extend_lens > step
        ids_cols.append(torch.where(valid, result.accepted_tokens[:, step], pad_id))
        hid_cols.append(result.hidden_states[:, step] * valid[:, None])
        mask_cols.append(valid)
    return DraftExtendInput(
        input_ids=torch.stack(ids_cols, dim=1),
        hidden_states=torch.stack(hid_cols, dim=1),
        valid_mask=torch.stack(mask_cols, dim=1),
        extend_lens=extend_lens,
    )
