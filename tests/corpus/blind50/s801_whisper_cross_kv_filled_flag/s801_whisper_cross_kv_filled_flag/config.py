from dataclasses import dataclass


@dataclass
class WhisperDecoderConfig:
    d_model: int = 8
    decoder_attention_heads: int = 2
    decoder_layers: int = 2
    decoder_ffn_dim: int = 16
    max_source_positions: int = 6
    max_batch_size: int = 1
    layer_norm_eps: float = 1e-5

    @property
    def head_dim(self) -> int:
        return self.d_model // self.decoder_attention_heads
