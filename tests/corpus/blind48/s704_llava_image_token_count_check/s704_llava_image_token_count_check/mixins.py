import torch


class MultiModalEmbeddingMixin:
    """Shared helpers for merging vision features into the text embedding stream."""

    config = None

    def get_placeholder_mask(
        self,
        input_ids: torch.Tensor,
        inputs_embeds: torch.Tensor,
        image_features: torch.Tensor,
    ) -> torch.Tensor:
        special_image_mask = input_ids == self.config.image_token_id
        special_image_mask = special_image_mask.unsqueeze(-1).expand_as(inputs_embeds)
        n_image_tokens = special_image_mask.all(-1).sum()
        if inputs_embeds[special_image_mask].numel() != image_features.numel():
            raise ValueError(
                f"Image features and image tokens do not match: tokens: {n_image_tokens}, "
                f"features {image_features.shape[0] * image_features.shape[1]}"
            )
        return special_image_mask

    def merge_image_features(
        self,
        input_ids: torch.Tensor,
        inputs_embeds: torch.Tensor,
        image_features: torch.Tensor,
    ) -> torch.Tensor:
        image_features = image_features.to(inputs_embeds.device, inputs_embeds.dtype)
        mask = self.get_placeholder_mask(input_ids, inputs_embeds, image_features)
        return inputs_embeds.masked_scatter(mask, image_features)
