import logging
from typing import Sequence, Union

import torch

logger = logging.getLogger(__name__)

NestedTensors = Union[torch.Tensor, Sequence[torch.Tensor]]


def _flatten_embeddings(embeddings: NestedTensors) -> torch.Tensor:
    if isinstance(embeddings, torch.Tensor):
        return embeddings.flatten(0, -2)
    return torch.cat([e.flatten(0, -2) for e in embeddings])


def _check_placeholder_count(is_multimodal: torch.Tensor, flattened: torch.Tensor) -> None:
    num_expected = int(is_multimodal.sum().item())
    if num_expected != flattened.shape[0]:
        logger.error("placeholder mismatch: %d slots, %d embeddings", num_expected, flattened.shape[0])
        raise ValueError(
            f"Attempted to assign {flattened.shape[0]} multimodal tokens to {num_expected} placeholders"
        )


def merge_multimodal_embeddings(
    input_ids: torch.Tensor,
    inputs_embeds: torch.Tensor,
    multimodal_embeddings: NestedTensors,
    placeholder_token_id: int,
) -> torch.Tensor:
    is_multimodal = input_ids == placeholder_token_id
    flattened = _flatten_embeddings(multimodal_embeddings)
    # The count check syncs with the device and cannot be traced; it only runs
    # in eager mode (e.g. the first profiling run before CUDA graph capture).
    if not torch.compiler.is_compiling():
        _check_placeholder_count(is_multimodal, flattened)
    inputs_embeds[is_multimodal] = flattened.to(dtype=inputs_embeds.dtype)
    return inputs_embeds
