from dataclasses import dataclass, field


@dataclass
class VisionConfig:
    spatial_merge_size: int = 2


@dataclass
class Qwen2VLConfig:
    hidden_size: int = 32
    num_attention_heads: int = 4
    rope_theta: float = 1000000.0
    max_position_embeddings: int = 256
    image_token_id: int = 151655
    video_token_id: int = 151656
    vision_start_token_id: int = 151652
    vocab_size: int = 151680
    rope_scaling: dict = field(default_factory=lambda: {"type": "mrope", "mrope_section": [2, 1, 1]})
    vision_config: VisionConfig = field(default_factory=VisionConfig)
