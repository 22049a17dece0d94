from dataclasses import dataclass


@dataclass
class AudioEncoderConfig:
    num_mel_bins: int = 4
    d_model: int = 8
    max_source_positions: int = 32
    downsample: int = 2


class AudioLengthError(ValueError):
    pass
