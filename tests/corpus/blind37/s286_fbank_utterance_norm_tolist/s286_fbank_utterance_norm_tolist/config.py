from dataclasses import dataclass


@dataclass
class EncoderConfig:
    n_mels: int = 8
    d_model: int = 16
    n_layers: int = 2
    normalizer: str = "utterance"
