"""Placeholder-token bookkeeping for multimodal prompts."""
import logging

import torch

logger = logging.getLogger(__name__)

IMAGE_TOKEN_ID = 99


class PlaceholderMap:
    """Locates the image placeholder run inside a flattened prompt."""

    def __init__(self, token_id: int = IMAGE_TOKEN_ID) -> None:
        self.token_id = token_id

    def mask(self, input_ids: torch.Tensor) -> torch.Tensor:
        return input_ids == self.token_id

    def validate(self, mask: torch.Tensor, image_embeds: torch.Tensor) -> torch.Tensor:
        n_embeds = image_embeds.shape[0]
        logger.debug("merging %d image features into %d tokens", n_embeds, mask.numel())
        return mask


def scatter_positions(mask: torch.Tensor) -> torch.Tensor:
    """Cumulative index of every placeholder inside the image feature matrix."""
    return (mask.long().cumsum(0) - 1).clamp(min=0)
