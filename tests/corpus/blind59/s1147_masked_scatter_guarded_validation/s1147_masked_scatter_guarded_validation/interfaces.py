from typing import List, Optional

import torch
from torch import nn

from .utils import MultiModalEmbeddings, _merge_multimodal_embeddings, is_placeholder


class MultiModalMixin:
    placeholder_token_ids: List[int] = []

    def get_language_model(self) -> nn.Module:
        return self.language_model

    def embed_multimodal(self, **kwargs) -> MultiModalEmbeddings:
        raise NotImplementedError

    def embed_input_ids(
        self,
        input_ids: torch.Tensor,
        multimodal_embeddings: Optional[MultiModalEmbeddings] = None,
    ) -> torch.Tensor:
        inputs_embeds = self.get_language_model().embed_tokens(input_ids)
        if multimodal_embeddings is None:
            return inputs_embeds
        return _merge_multimodal_embeddings(
            inputs_embeds,
            multimodal_embeddings,
            is_placeholder(input_ids, self.placeholder_token_ids),
        )


class TextOnlyDecoder(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.layers = nn.ModuleList([nn.Linear(hidden_size, hidden_size) for _ in range(2)])
        self.norm = nn.RMSNorm(hidden_size)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        h = inputs_embeds
        for layer in self.layers:
            h = h + torch.nn.functional.silu(layer(h))
        return self.norm(h)
