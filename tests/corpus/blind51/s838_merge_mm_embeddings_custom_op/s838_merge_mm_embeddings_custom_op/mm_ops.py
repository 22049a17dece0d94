import logging

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("corpus_s838::merge_multimodal_embeddings", mutates_args=())
def merge_multimodal_embeddings(
    input_ids: torch.Tensor,
    inputs_embeds: torch.Tensor,
    multimodal_embeddings: torch.Tensor,
    placeholder_token_id: int,
) -> torch.Tensor:
    is_multimodal = input_ids == placeholder_token_id
    num_expected_tokens = int(is_multimodal.sum().item())
    if num_expected_tokens != multimodal_embeddings.shape[0]:
        logger.error(
            "Attempted to assign %d multimodal tokens to %d placeholders",
            multimodal_embeddings.shape[0],
            num_expected_tokens,
        )
        raise ValueError("multimodal embeddings do not match placeholders")
    out = inputs_embeds.clone()
    out[is_multimodal] = multimodal_embeddings.to(dtype=out.dtype)
    return out


@merge_multimodal_embeddings.register_fake
def _(input_ids, inputs_embeds, multimodal_embeddings, placeholder_token_id):
    return torch.empty_like(inputs_embeds)
