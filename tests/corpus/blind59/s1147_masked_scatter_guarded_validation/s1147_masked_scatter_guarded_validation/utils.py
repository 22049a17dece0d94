from typing import List, Union

import torch

MultiModalEmbeddings = Union[List[torch.Tensor], torch.Tensor]


def _flatten_embeddings(embeddings: MultiModalEmbeddings) -> torch.Tensor:
    if isinstance(embeddings, torch.Tensor):
        return embeddings.flatten(0, -2)
    return torch.cat([_flatten_embeddings(e) for e in embeddings])


def _validate_num_placeholders(is_multimodal: torch.Tensor, mm_embeds_flat: torch.Tensor) -> None:
    num_expected_tokens = int(is_multimodal.sum().item())
    if num_expected_tokens != mm_embeds_flat.shape[0]:
        raise ValueError(
            f"Attempted to assign {mm_embeds_flat.shape[0]} multimodal tokens "
            f"to {num_expected_tokens} placeholders"
        )


def _merge_multimodal_embeddings(
    inputs_embeds: torch.Tensor,
    multimodal_embeddings: MultiModalEmbeddings,
    is_multimodal: torch.Tensor,
) -> torch.Tensor:
    if len(multimodal_embeddings) == 0:
        return inputs_embeds

    mm_embeds_flat = _flatten_embeddings(multimodal_embeddings)
    if not torch.compiler.is_compiling():
        _validate_num_placeholders(is_multimodal, mm_embeds_flat)

    input_dtype = inputs_embeds.dtype
    try:
        inputs_embeds.masked_scatter_(
            is_multimodal.unsqueeze(-1), mm_embeds_flat.to(dtype=input_dtype)
        )
    except RuntimeError as e:
        raise ValueError("Error while merging multimodal embeddings") from e
    return inputs_embeds


def is_placeholder(input_ids: torch.Tensor, placeholder_token_ids: List[int]) -> torch.Tensor:
    mask = torch.zeros_like(input_ids, dtype=torch.bool)
    for token_id in placeholder_token_ids:
        mask |= input_ids == token_id
    return mask
