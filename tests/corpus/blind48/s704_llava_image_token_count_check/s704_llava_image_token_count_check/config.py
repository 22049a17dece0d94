from dataclasses import dataclass


@dataclass
class LlavaConfig:
    vocab_size: int = 128
    text_hidden_size: int = 32
    vision_hidden_size: int = 24
    image_size: int = 16
    patch_size: int = 8
    image_token_id: int = 127
    vision_feature_select_strategy: str = "default"
    projector_hidden_act: str = "gelu"

    @property
    def num_image_tokens(self) -> int:
        return (self.image_size // self.patch_size) ** 2
