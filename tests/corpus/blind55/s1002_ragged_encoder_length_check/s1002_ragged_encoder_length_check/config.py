from dataclasses import dataclass


@dataclass(frozen=True)
class RaggedEncoderConfig:
    vocab_size: int = 128
    hidden_size: int = 8
    intermediate_size: int = 16
    max_position_embeddings: int = 32
    pad_token_id: int = 0
    layer_norm_eps: float = 1e-5
    clamp_empty_sequences: bool = True

    @property
    def head_dim(self) -> int:
        return self.hidden_size
