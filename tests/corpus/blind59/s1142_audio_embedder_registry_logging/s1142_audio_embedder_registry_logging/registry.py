from dataclasses import dataclass, field
from typing import Callable, Dict, Type

from torch import nn

MULTIMODAL_EMBEDDERS: Dict[str, Type[nn.Module]] = {}


def register_embedder(modality: str) -> Callable[[Type[nn.Module]], Type[nn.Module]]:
    def _wrap(cls: Type[nn.Module]) -> Type[nn.Module]:
        if modality in MULTIMODAL_EMBEDDERS:
            raise KeyError(f"embedder for modality {modality!r} already registered")
        MULTIMODAL_EMBEDDERS[modality] = cls
        cls.modality = modality
        return cls

    return _wrap


@dataclass
class MultiModalSpec:
    hidden_size: int = 16
    image_patch_dim: int = 8
    audio_mel_bins: int = 6
    max_audio_frames: int = 4
    placeholder_token_ids: Dict[str, int] = field(
        default_factory=lambda: {"image": 40, "audio": 41}
    )
