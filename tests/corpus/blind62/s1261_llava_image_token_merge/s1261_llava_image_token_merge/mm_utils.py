from typing import Optional

import torch


def flatten_image_features(image_features: torch.Tensor) -> torch.Tensor:
    # [num_images, num_patches, hidden] -> [num_images * num_patches, hidden]
    return image_features.reshape(-1, image_features.shape[-1])


def _check_placeholder_count(num_placeholders: int, num_features: int) -> None:
    if num_placeholders != num_features:
        raise ValueError(
            f"Image features and image tokens do not match: tokens: {num_placeholders}, "
            f"features {num_features}"
        )


def merge_multimodal_embeddings(
    input_ids: torch.Tensor,
    inputs_embeds: torch.Tensor,
    multimodal_embeddings: torch.Tensor,
    placeholder_token_id: int,
    attention_mask: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    is_placeholder = input_ids == placeholder_token_id
    if attention_mask is not None:
        is_placeholder = is_placeholder & attention_mask.bool()
    flat_features = flatten_image_features(multimodal_embeddings).to(inputs_embeds.dtype)
    num_placeholders = int(is_placeholder.sum().item())
    _check_placeholder_count(num_placeholders, flat_features.shape[0])
    mask = is_placeholder.unsqueeze(-1).expand_as(inputs_embeds)
    return inputs_embeds.masked_scatter(mask, flat_features)
