from dataclasses import dataclass, field


@dataclass
class DecoderConfig:
    vocab_size: int = 128
    hidden_size: int = 32
    intermediate_size: int = 64
    num_hidden_layers: int = 2
    num_attention_heads: int = 4
    max_position_embeddings: int = 64
    rms_norm_eps: float = 1e-6
    pad_token_id: int = 0
    padding_side: str = "left"
    extra: dict = field(default_factory=dict)

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
