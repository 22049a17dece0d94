from typing import Callable, Dict

import torch
from torch import nn

from .forward_batch import ForwardBatch, Modality

DataEmbeddingFunc = Callable[[torch.Tensor], torch.Tensor]


def embed_mm_inputs(
    forward_batch: ForwardBatch,
    embed_tokens: nn.Embedding,
    data_embedding_funcs: Dict[Modality, DataEmbeddingFunc],
) -> torch.Tensor:
    inputs_embeds = embed_tokens(forward_batch.input_ids)
    for modality, embed_fn in data_embedding_funcs.items():
        items = forward_batch.items_of(modality)
        if not items:
            continue
        features = torch.cat([item.feature for item in items], dim=0)
        embeddings = embed_fn(features)
        mask = forward_batch.placeholder_mask(modality).unsqueeze(-1)
        inputs_embeds = inputs_embeds.masked_scatter(mask, embeddings.to(inputs_embeds.dtype))
    return inputs_embeds


def general_mm_embed_routine(
    forward_batch: ForwardBatch,
    language_model: nn.Module,
    data_embedding_funcs: Dict[Modality, DataEmbeddingFunc],
) -> torch.Tensor:
    if forward_batch.contains_mm_inputs:
        inputs_embeds = embed_mm_inputs(
            forward_batch, language_model.embed_tokens, data_embedding_funcs
        )
    else:
        inputs_embeds = language_model.embed_tokens(forward_batch.input_ids)
    return language_model(inputs_embeds, forward_batch.positions)
