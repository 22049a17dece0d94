from dataclasses import dataclass, field


@dataclass(frozen=True)
class Qwen2_5_VLVisionConfig:
    spatial_merge_size: int = 2
    tokens_per_second: float = 2.0
    temporal_patch_size: int = 2


@dataclass(frozen=True)
class Qwen2_5_VLConfig:
    vision_start_token_id: int = 28
    image_token_id: int = 29
    video_token_id: int = 30
    vision_config: Qwen2_5_VLVisionConfig = field(default_factory=Qwen2_5_VLVisionConfig)


DEFAULT_CONFIG = Qwen2_5_VLConfig()
