from dataclasses import dataclass


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    attn_backend: str = "sdpa"
    plugin_group: str = "corpus_z021.attention_backends"
