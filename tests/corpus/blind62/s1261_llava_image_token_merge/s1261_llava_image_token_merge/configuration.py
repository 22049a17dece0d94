from dataclasses import dataclass, field


@dataclass
class VisionConfig:
    image_size: int = 8
    patch_size: int = 4
    num_channels: int = 3
    hidden_size: int = 16
    intermediate_size: int = 32
    num_attention_heads: int = 2
    layer_norm_eps: float = 1e-5

    @property
    def num_patches(self) -> int:
        return (self.image_size // self.patch_size) ** 2


@dataclass
class LlavaConfig:
    vision_config: VisionConfig = field(default_factory=VisionConfig)
    text_hidden_size: int = 24
    vocab_size: int = 64
    image_token_index: int = 63
    vision_feature_layer: int = -1
    vision_feature_select_strategy: str = "full"
    projector_hidden_act: str = "gelu"
