from __future__ import annotations

import torch

from . import builders  # noqa: F401  (registers the metadata builders)
from .metadata_registry import get_metadata_builder

ATTENTION_BACKEND = "flash_attn_varlen"


def ragged_prefill_step(hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
    builder = get_metadata_builder(ATTENTION_BACKEND)()
    metadata = builder.build(seq_lens, hidden_states.shape[0])
    # block-diagonal causal attention over the packed (ragged) token dimension
    same_seq = metadata.seq_ids[:, None] == metadata.seq_ids[None, :]
    token_idx = torch.arange(hidden_states.shape[0])
    causal = token_idx[:, None] >= token_idx[None, :]
    scores = hidden_states @ hidden_states.T / hidden_states.shape[-1] ** 0.5
    scores = scores.masked_fill(~(same_seq & causal), float("-inf"))
    return torch.softmax(scores, dim=-1) @ hidden_states


step = torch.compile(ragged_prefill_step, fullgraph=True)
