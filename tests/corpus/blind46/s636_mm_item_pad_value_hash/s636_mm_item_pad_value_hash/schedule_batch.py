from dataclasses import dataclass, field
from enum import Enum, auto
from typing import Optional

import torch

from .hashing import tensor_hash


class Modality(Enum):
    IMAGE = auto()
    AUDIO = auto()
    VIDEO = auto()


@dataclass
class MultimodalDataItem:
    modality: Modality
    feature: torch.Tensor
    offsets: list = field(default_factory=list)
    hash: Optional[int] = None

    @property
    def pad_value(self) -> int:
        # placeholder ids are replaced by a content-derived pad value so that the
        # radix cache can tell two different images with identical prompts apart
        if self.hash is None:
            self.hash = tensor_hash([self.feature])
        return self.hash % (1 << 30)
