from dataclasses import dataclass


@dataclass(frozen=True)
class AcousticConfig:
    vocab_size: int = 16
    hidden: int = 8
    n_mels: int = 6
    dp_kernel: int = 3
    dp_layers: int = 2
    dp_dropout: float = 0.1
    # predicted log-durations are in log(1 + frames)
    log_offset: float = 1.0
    min_frames: int = 1
    speed: float = 1.0
