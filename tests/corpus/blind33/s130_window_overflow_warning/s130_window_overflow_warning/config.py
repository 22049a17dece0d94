from dataclasses import dataclass, field


@dataclass
class SlidingWindowConfig:
    window: int = 8
    max_position_embeddings: int = 64
    sink_tokens: int = 0
    layer_types: list = field(default_factory=lambda: ["sliding", "full"])

    @classmethod
    def from_dict(cls, d: dict) -> "SlidingWindowConfig":
        known = {k: v for k, v in d.items() if k in cls.__dataclass_fields__}
        return cls(**known)


MODEL_CONFIG = SlidingWindowConfig.from_dict({"window": 8, "rope_theta": 1e4})
