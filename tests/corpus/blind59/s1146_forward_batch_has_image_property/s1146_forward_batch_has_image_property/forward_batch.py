from dataclasses import dataclass, field
from enum import Enum, auto
from typing import Dict, List, Optional

import torch


class Modality(Enum):
    IMAGE = auto()
    AUDIO = auto()


@dataclass
class MultimodalDataItem:
    modality: Modality
    feature: torch.Tensor
    pad_value: int


@dataclass
class ForwardBatch:
    input_ids: torch.Tensor
    positions: torch.Tensor
    seq_lens: List[int]
    mm_items: List[MultimodalDataItem] = field(default_factory=list)
    pad_values: Dict[Modality, int] = field(default_factory=dict)

    def items_of(self, modality: Modality) -> List[MultimodalDataItem]:
        return [item for item in self.mm_items if item.modality == modality]

    def placeholder_mask(self, modality: Modality) -> Optional[torch.Tensor]:
        pad_value = self.pad_values.get(modality)
        if pad_value is None:
            return None
        return self.input_ids == pad_value

    @property
    def contains_image_inputs(self) -> bool:
        mask = self.placeholder_mask(Modality.IMAGE)
        return mask is not None and bool(mask.any())

    @property
    def contains_audio_inputs(self) -> bool:
        mask = self.placeholder_mask(Modality.AUDIO)
        return mask is not None and bool(mask.any())

    @property
    def contains_mm_inputs(self) -> bool:
        return self.contains_image_inputs or self.contains_audio_inputs
