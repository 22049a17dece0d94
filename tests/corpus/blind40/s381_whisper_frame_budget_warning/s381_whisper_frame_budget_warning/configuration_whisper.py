from dataclasses import dataclass


@dataclass
class WhisperEncoderConfig:
    num_mel_bins: int = 80
    d_model: int = 384
    encoder_layers: int = 4
    encoder_attention_heads: int = 6
    encoder_ffn_dim: int = 1536
    max_source_positions: int = 1500
    activation_dropout: float = 0.0
    scale_embedding: bool = False

    @property
    def head_dim(self) -> int:
        return self.d_model // self.encoder_attention_heads

    @property
    def expected_mel_frames(self) -> int:
        # the conv stem downsamples by 2: 30 s of audio = 3000 frames -> 1500 positions
        return self.max_source_positions * 2
