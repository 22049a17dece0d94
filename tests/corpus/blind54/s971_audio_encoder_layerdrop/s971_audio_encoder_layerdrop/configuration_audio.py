from dataclasses import dataclass, field
from typing import Any, Dict


@dataclass
class AudioEncoderConfig:
    num_mel_bins: int = 8
    d_model: int = 8
    encoder_layers: int = 3
    encoder_attention_heads: int = 2
    encoder_ffn_dim: int = 16
    activation_function: str = "gelu"
    dropout: float = 0.0
    attention_dropout: float = 0.0
    activation_dropout: float = 0.0
    encoder_layerdrop: float = 0.05
    scale_embedding: bool = False
    max_source_positions: int = 64
    extra: Dict[str, Any] = field(default_factory=dict)

    @property
    def head_dim(self) -> int:
        return self.d_model // self.encoder_attention_heads

    @classmethod
    def from_dict(cls, cfg: Dict[str, Any]) -> "AudioEncoderConfig":
        known = {k: v for k, v in cfg.items() if k in cls.__dataclass_fields__}
        extra = {k: v for k, v in cfg.items() if k not in cls.__dataclass_fields__}
        return cls(**known, extra=extra)
