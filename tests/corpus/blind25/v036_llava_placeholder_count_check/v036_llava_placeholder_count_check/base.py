"""Shared multimodal plumbing for the VLM families in this package."""
import torch


class MultiModalMixin:
    """Requires ``self.config.image_token_index`` and ``self.get_input_embeddings()``."""

    def get_placeholder_mask(self, input_ids: torch.Tensor, inputs_embeds: torch.Tensor, image_features: torch.Tensor):
        special_image_mask = input_ids == self.config.image_token_index
        n_image_tokens = special_image_mask.sum()
        special_image_mask = special_image_mask.unsqueeze(-1).expand_as(inputs_embeds)
        n_image_features = image_features.shape[0]
        self._check_counts(n_image_tokens, n_image_features)
        return special_image_mask

    @staticmethod
    def _check_counts(n_image_tokens, n_image_features):
        if n_image_tokens != n_image_features:
            raise ValueError(
                f"Image features and image tokens do not match: tokens: {n_image_tokens}, features {n_image_features}"
            )

    def merge_image_features(self, input_ids, inputs_embeds, image_features):
        image_features = image_features.to(inputs_embeds.device, inputs_embeds.dtype)
        mask = self.get_placeholder_mask(input_ids, inputs_embeds, image_features)
        return inputs_embeds.masked_scatter(mask, image_features)
