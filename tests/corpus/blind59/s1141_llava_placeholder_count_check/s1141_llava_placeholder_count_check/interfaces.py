from typing import Optional

import torch
from torch import nn

from .mm_utils import NestedTensors, merge_multimodal_embeddings


class SupportsMultiModal:
    """Mixin for models that accept image inputs next to text tokens."""

    supports_multimodal: bool = True

    def get_language_embeddings(self) -> nn.Embedding:
        raise NotImplementedError

    def get_multimodal_embeddings(self, pixel_values: torch.Tensor) -> NestedTensors:
        raise NotImplementedError

    def get_input_embeddings(
        self,
        input_ids: torch.Tensor,
        multimodal_embeddings: Optional[NestedTensors] = None,
    ) -> torch.Tensor:
        inputs_embeds = self.get_language_embeddings()(input_ids)
        if multimodal_embeddings is None or len(multimodal_embeddings) == 0:
            return inputs_embeds
        return merge_multimodal_embeddings(
            input_ids,
            inputs_embeds,
            multimodal_embeddings,
            self.config.image_token_index,
        )
