"""Scatter projected image features into the text embedding sequence."""
import torch


class ImageTokenMismatchError(ValueError):
    pass


def check_image_token_count(input_ids: torch.Tensor, image_features: torch.Tensor, image_token_id: int) -> None:
    n_image_tokens = (input_ids == image_token_id).sum().item()
    n_image_features = image_features.shape[0] * image_features.shape[1]
    if n_image_tokens != n_image_features:
        raise ImageTokenMismatchError(
            f"Image features and image tokens do not match: tokens: {n_image_tokens}, features {n_image_features}"
        )


def merge_image_features(
    inputs_embeds: torch.Tensor, input_ids: torch.Tensor, image_features: torch.Tensor, image_token_id: int
) -> torch.Tensor:
    check_image_token_count(input_ids, image_features, image_token_id)
    special_mask = (input_ids == image_token_id).unsqueeze(-1).expand_as(inputs_embeds)
    image_features = image_features.to(inputs_embeds.device, inputs_embeds.dtype)
    return inputs_embeds.masked_scatter(special_mask, image_features)
