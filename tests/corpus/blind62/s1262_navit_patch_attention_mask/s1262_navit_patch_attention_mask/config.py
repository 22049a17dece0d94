from dataclasses import dataclass


@dataclass(frozen=True)
class Idefics2VisionConfig:
    hidden_size: int = 16
    intermediate_size: int = 32
    num_hidden_layers: int = 2
    num_attention_heads: int = 2
    num_channels: int = 3
    image_size: int = 16
    patch_size: int = 4
    layer_norm_eps: float = 1e-6
    attn_implementation: str = "sdpa"

    @property
    def num_patches_per_side(self) -> int:
        return self.image_size // self.patch_size

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
