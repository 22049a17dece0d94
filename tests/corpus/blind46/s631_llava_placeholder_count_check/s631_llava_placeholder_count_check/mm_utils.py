"""Helpers to splice encoder outputs into the text embedding sequence."""
from typing import Sequence, Union

import torch

NestedTensors = Union[torch.Tensor, Sequence["NestedTensors"]]


def _flatten_embeddings(embeddings: NestedTensors) -> torch.Tensor:
    """Recursively flattens and concatenates NestedTensors on all but the last dim."""
    if isinstance(embeddings, torch.Tensor):
        return embeddings.flatten(0, -2)
    return torch.cat(tuple(_flatten_embeddings(t) for t in embeddings))


def _embedding_count_expression(embeddings: NestedTensors) -> str:
    if isinstance(embeddings, torch.Tensor):
        return " x ".join(str(dim) for dim in embeddings.shape[:-1])
    return " + ".join(_embedding_count_expression(inner) for inner in embeddings)


def _merge_multimodal_embeddings(
    inputs_embeds: torch.Tensor,
    is_multimodal: torch.Tensor,
    multimodal_embeddings: NestedTensors,
) -> torch.Tensor:
    num_expected_tokens = is_multimodal.sum().item()
    flattened = _flatten_embeddings(multimodal_embeddings)
    if flattened.shape[0] != num_expected_tokens:
        expr = _embedding_count_expression(multimodal_embeddings)
        raise ValueError(
            f"Attempted to assign {expr} = {flattened.shape[0]} "
            f"multimodal tokens to {num_expected_tokens} placeholders"
        )
    inputs_embeds[is_multimodal] = flattened.to(dtype=inputs_embeds.dtype)
    return inputs_embeds


def merge_multimodal_embeddings(
    input_ids: torch.Tensor,
    inputs_embeds: torch.Tensor,
    multimodal_embeddings: NestedTensors,
    placeholder_token_id: Union[int, list[int]],
) -> torch.Tensor:
    """Overwrite the placeholder positions of ``inputs_embeds`` in place."""
    if isinstance(placeholder_token_id, list):
        placeholder_token_id = torch.tensor(placeholder_token_id, device=input_ids.device)
        is_multimodal = torch.isin(input_ids, placeholder_token_id)
    else:
        is_multimodal = input_ids == placeholder_token_id
    return _merge_multimodal_embeddings(inputs_embeds, is_multimodal, multimodal_embeddings)
