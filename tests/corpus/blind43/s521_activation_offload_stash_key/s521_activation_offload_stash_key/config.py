from dataclasses import dataclass


@dataclass(frozen=True)
class OffloadConfig:
    enabled: bool = True
    min_numel: int = 16
    offload_device: str = "cpu"
    pin_memory: bool = False


@dataclass(frozen=True)
class BlockConfig:
    hidden_size: int = 8
    intermediate_size: int = 32
    offload: OffloadConfig = OffloadConfig()
