from dataclasses import dataclass


@dataclass(frozen=True)
class EvictionConfig:
    num_sink_tokens: int = 2
    recent_window: int = 4
    heavy_ratio: float = 0.25
    mass_threshold: float = 0.9
    min_heavy: int = 1


DEFAULT_CONFIG = EvictionConfig()
