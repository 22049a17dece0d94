from dataclasses import dataclass


@dataclass
class QFormerConfig:
    hidden_size: int = 16
    num_attention_heads: int = 2
    intermediate_size: int = 32
    num_hidden_layers: int = 2
    cross_attention_frequency: int = 2
    encoder_hidden_size: int = 8
    num_query_tokens: int = 4
    layer_norm_eps: float = 1e-12
    hidden_dropout_prob: float = 0.0
    attention_probs_dropout_prob: float = 0.0
    trim_padded_image_tokens: bool = True

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
