from dataclasses import dataclass


@dataclass
class AudioLMConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    audio_hidden_size: int = 12
    audio_pool_stride: int = 2
    audio_token_id: int = 60
    audio_bos_id: int = 61
    audio_eos_id: int = 62
