from dataclasses import dataclass


@dataclass(frozen=True)
class Qwen2VLVisionConfig:
    embed_dim: int = 32
    num_heads: int = 4
    patch_size: int = 14
    temporal_patch_size: int = 2
    spatial_merge_size: int = 2
    rope_theta: float = 10000.0

    @property
    def head_dim(self) -> int:
        return self.embed_dim // self.num_heads
