from dataclasses import dataclass, field
from typing import List


@dataclass(frozen=True)
class Qwen2VLTokenConfig:
    image_token_id: int = 151655
    video_token_id: int = 151656
    vision_start_token_id: int = 151652
    vision_end_token_id: int = 151653
    spatial_merge_size: int = 2


@dataclass
class Qwen2VLRopeConfig:
    head_dim: int = 16
    rope_theta: float = 1000000.0
    mrope_section: List[int] = field(default_factory=lambda: [2, 3, 3])
