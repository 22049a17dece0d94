from dataclasses import dataclass, field


@dataclass
class CLIPVisionConfig:
    hidden_size: int = 12
    image_size: int = 8
    patch_size: int = 4
    num_channels: int = 3

    @property
    def num_patches(self) -> int:
        return (self.image_size // self.patch_size) ** 2


@dataclass
class LlavaConfig:
    vocab_size: int = 48
    hidden_size: int = 16
    image_token_id: int = 32
    projector_hidden_act: str = "gelu"
    vision_feature_select_strategy: str = "default"
    vision_config: CLIPVisionConfig = field(default_factory=CLIPVisionConfig)
