from dataclasses import dataclass, field


@dataclass
class VLTextConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    num_heads: int = 2
    spatial_merge_size: int = 2
    image_token_id: int = 60
    video_token_id: int = 61
    vision_start_token_id: int = 62
    vision_end_token_id: int = 63
    # temporal / height / width sections of the rotary half-dim
    mrope_section: list = field(default_factory=lambda: [2, 1, 1])
    rope_theta: float = 10000.0

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_heads
