from dataclasses import dataclass


@dataclass
class ViTConfig:
    hidden_size: int = 32
    num_hidden_layers: int = 2
    num_attention_heads: int = 4
    intermediate_size: int = 64
    num_channels: int = 3
    image_size: int = 32
    patch_size: int = 8
    layer_norm_eps: float = 1e-6
    qkv_bias: bool = True

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @property
    def num_positions(self) -> int:
        return (self.image_size // self.patch_size) ** 2
