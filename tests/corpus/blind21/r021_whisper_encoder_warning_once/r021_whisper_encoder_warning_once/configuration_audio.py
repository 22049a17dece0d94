from dataclasses import dataclass, field


@dataclass
class AudioEncoderConfig:
    num_mel_bins: int = 8
    d_model: int = 16
    encoder_layers: int = 2
    encoder_attention_heads: int = 2
    encoder_ffn_dim: int = 32
    max_source_positions: int = 8
    layer_norm_eps: float = 1e-5
    pad_value: float = 0.0
    extra: dict = field(default_factory=dict)

    @property
    def expected_frames(self) -> int:
        # two stride-1 convs followed by one stride-2 conv -> 2x downsampling
        return 2 * self.max_source_positions
