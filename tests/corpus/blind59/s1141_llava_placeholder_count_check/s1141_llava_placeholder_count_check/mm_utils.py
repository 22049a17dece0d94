from typing import List, Sequence, Union

import torch

NestedTensors = Union[List[torch.Tensor], torch.Tensor]


def _flatten_embeddings(embeddings: NestedTensors) -> torch.Tensor:
    """Flatten per-item embeddings of shape (num_tokens_i, hidden) into one 2D tensor."""
    if isinstance(embeddings, torch.Tensor):
        return embeddings.flatten(0, -2)
    return torch.cat([_flatten_embeddings(t) for t in embeddings])


def _embedding_count_expression(embeddings: NestedTensors) -> str:
    if isinstance(embeddings, torch.Tensor):
        return " x ".join(str(d) for d in embeddings.shape[:-1])
    return " + ".join(_embedding_count_expression(e) for e in embeddings)


def _check_placeholder_count(
    is_multimodal: torch.Tensor,
    flattened: torch.Tensor,
    embeddings: NestedTensors,
) -> None:
    num_expected_tokens = int(is_multimodal.sum().item())
    if num_expected_tokens != flattened.shape[0]:
        expr = _embedding_count_expression(embeddings)
        raise ValueError(
            f"Attempted to assign {expr} = {flattened.shape[0]} "
            f"multimodal tokens to {num_expected_tokens} placeholders"
        )


def _merge_multimodal_embeddings(
    inputs_embeds: torch.Tensor,
    is_multimodal: torch.Tensor,
    multimodal_embeddings: NestedTensors,
) -> torch.Tensor:
    flattened = _flatten_embeddings(multimodal_embeddings)
    _check_placeholder_count(is_multimodal, flattened, multimodal_embeddings)
    inputs_embeds[is_multimodal] = flattened.to(inputs_embeds.dtype)
    return inputs_embeds


def merge_multimodal_embeddings(
    input_ids: torch.Tensor,
    inputs_embeds: torch.Tensor,
    multimodal_embeddings: NestedTensors,
    placeholder_token_id: Union[int, Sequence[int]],
) -> torch.Tensor:
    if isinstance(placeholder_token_id, int):
        is_multimodal = input_ids == placeholder_token_id
    else:
        ids = torch.tensor(placeholder_token_id, device=input_ids.device)
        is_multimodal = torch.isin(input_ids, ids)
    return _merge_multimodal_embeddings(inputs_embeds, is_multimodal, multimodal_embeddings)
