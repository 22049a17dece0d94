from dataclasses import dataclass, field


@dataclass
class Qwen2VLVisionConfig:
    hidden_size: int = 16
    spatial_merge_size: int = 2
    temporal_patch_size: int = 2
    patch_size: int = 14


@dataclass
class Qwen2VLConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    num_attention_heads: int = 2
    rope_theta: float = 10000.0
    mrope_section: tuple = (2, 1, 1)
    image_token_id: int = 60
    video_token_id: int = 61
    vision_start_token_id: int = 62
    vision_end_token_id: int = 63
    vision_config: Qwen2VLVisionConfig = field(default_factory=Qwen2VLVisionConfig)

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
