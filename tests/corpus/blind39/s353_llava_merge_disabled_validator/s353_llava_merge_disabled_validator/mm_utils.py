"""Utilities shared by all multimodal models (vLLM ``models/utils.py`` style)."""
from __future__ import annotations

from typing import Union

import torch

NestedTensors = Union[list["NestedTensors"], list[torch.Tensor], torch.Tensor, tuple[torch.Tensor, ...]]


def _flatten_embeddings(embeddings: NestedTensors) -> torch.Tensor:
    """Recursively flatten and concatenate NestedTensors into one 2D tensor."""
    if isinstance(embeddings, torch.Tensor):
        return embeddings.flatten(0, -2)
    return torch.cat(tuple(_flatten_embeddings(t) for t in embeddings))


@torch.compiler.disable
def _validate_placeholder_count(is_multimodal: torch.Tensor, num_embeds: int) -> None:
    num_expected_tokens = int(is_multimodal.sum().item())
    if num_expected_tokens != num_embeds:
        raise ValueError(
            f"Attempted to assign {num_embeds} multimodal tokens to "
            f"{num_expected_tokens} placeholders"
        )


def merge_multimodal_embeddings(
    input_ids: torch.Tensor,
    inputs_embeds: torch.Tensor,
    multimodal_embeddings: NestedTensors,
    placeholder_token_id: int,
) -> torch.Tensor:
    is_multimodal = input_ids == placeholder_token_id
    flattened = _flatten_embeddings(multimodal_embeddings)
    _validate_placeholder_count(is_multimodal, flattened.shape[0])
    return inputs_embeds.masked_scatter(is_multimodal.unsqueeze(-1), flattened.to(inputs_embeds.dtype))
