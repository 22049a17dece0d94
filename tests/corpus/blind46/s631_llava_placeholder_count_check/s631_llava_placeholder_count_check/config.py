from dataclasses import dataclass


@dataclass
class LlavaConfig:
    vocab_size: int = 32
    hidden_size: int = 8
    vision_hidden_size: int = 12
    image_token_index: int = 31
    projector_hidden_act: str = "gelu"
    rms_norm_eps: float = 1e-6
