import torch


class MultiModalEmbeddingMixin:
    """Shared helpers for models that splice vision features into the text stream."""

    config = None

    def get_placeholder_mask(
        self,
        input_ids: torch.LongTensor,
        inputs_embeds: torch.FloatTensor,
        image_features: torch.FloatTensor,
    ) -> torch.BoolTensor:
        special_image_mask = input_ids == self.config.image_token_id
        n_image_tokens = special_image_mask.sum()
        n_image_features = image_features.shape[0] * image_features.shape[1]
        if n_image_tokens != n_image_features:
            raise ValueError(
                f"Image features and image tokens do not match: tokens: {n_image_tokens}, "
                f"features {n_image_features}"
            )
        return special_image_mask.unsqueeze(-1).expand_as(inputs_embeds)

    def merge_multimodal_embeddings(
        self,
        input_ids: torch.LongTensor,
        inputs_embeds: torch.FloatTensor,
        image_features: torch.FloatTensor,
    ) -> torch.FloatTensor:
        special_image_mask = self.get_placeholder_mask(input_ids, inputs_embeds, image_features)
        image_features = image_features.to(inputs_embeds.device, inputs_embeds.dtype)
        return inputs_embeds.masked_scatter(special_image_mask, image_features)
