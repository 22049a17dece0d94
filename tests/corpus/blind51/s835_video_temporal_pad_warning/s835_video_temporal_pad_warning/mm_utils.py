from dataclasses import dataclass
from enum import Enum, auto
from typing import Callable, Dict, List, Optional

import torch


class Modality(Enum):
    IMAGE = auto()
    VIDEO = auto()
    AUDIO = auto()


@dataclass
class MultimodalDataItem:
    modality: Modality
    feature: torch.Tensor
    pad_value: int
    grid_thw: Optional[torch.Tensor] = None

    def is_video(self) -> bool:
        return self.modality is Modality.VIDEO


DataEmbeddingFunc = Callable[[List[MultimodalDataItem]], torch.Tensor]


def get_embedding_and_mask(
    data_embedding_func: DataEmbeddingFunc,
    items: List[MultimodalDataItem],
    input_ids: torch.Tensor,
) -> tuple:
    embedding = data_embedding_func(items)
    pad_values = torch.tensor([item.pad_value for item in items], device=input_ids.device)
    special_mask = torch.isin(input_ids, pad_values).unsqueeze(-1)
    return embedding, special_mask


def embed_mm_inputs(
    input_ids: torch.Tensor,
    input_embedding: torch.nn.Embedding,
    mm_items: List[MultimodalDataItem],
    data_embedding_funcs: Dict[Modality, DataEmbeddingFunc],
) -> torch.Tensor:
    inputs_embeds = input_embedding(input_ids)
    for modality, embed_func in data_embedding_funcs.items():
        items = [item for item in mm_items if item.modality is modality]
        if not items or embed_func is None:
            continue
        embedding, mask = get_embedding_and_mask(embed_func, items, input_ids)
        inputs_embeds = inputs_embeds.masked_scatter(mask, embedding.to(inputs_embeds.dtype))
    return inputs_embeds
