from dataclasses import dataclass, field


@dataclass
class EncoderCacheConfig:
    max_encoder_len: int = 1500
    reuse_cross_kv: bool = True
    debug_cross_kv: bool = False


@dataclass
class ModelConfig:
    d_model: int = 8
    num_heads: int = 2
    num_decoder_layers: int = 2
    vocab_size: int = 32


@dataclass
class EngineConfig:
    model: ModelConfig = field(default_factory=ModelConfig)
    encoder_cache: EncoderCacheConfig = field(default_factory=EncoderCacheConfig)
