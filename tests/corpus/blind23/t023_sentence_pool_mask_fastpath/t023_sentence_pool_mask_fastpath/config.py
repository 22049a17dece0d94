from dataclasses import dataclass


@dataclass
class EmbedderConfig:
    vocab_size: int = 128
    hidden_size: int = 32
    num_layers: int = 2
    num_heads: int = 4
    max_position_embeddings: int = 64
    pooling_mode: str = "mean"
    normalize_embeddings: bool = True
    pad_token_id: int = 0
