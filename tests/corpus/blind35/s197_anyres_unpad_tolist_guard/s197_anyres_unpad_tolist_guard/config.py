from dataclasses import dataclass


@dataclass(frozen=True)
class VisionConfig:
    patch_size: int = 8
    hidden: int = 16
    heads: int = 2
    layers: int = 1


DEFAULT = VisionConfig()
