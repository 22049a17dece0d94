from dataclasses import dataclass, field


@dataclass
class VisionConfig:
    hidden_size: int = 8
    hidden_act: str = "quick_gelu"


@dataclass
class TextConfig:
    hidden_size: int = 12
    hidden_act: str = "silu"


@dataclass
class LlavaConfig:
    vision_config: VisionConfig = field(default_factory=VisionConfig)
    text_config: TextConfig = field(default_factory=TextConfig)
    projector_hidden_act: str = "gelu"
    multimodal_projector_bias: bool = True

    @property
    def projector_dims(self) -> tuple:
        return self.vision_config.hidden_size, self.text_config.hidden_size
