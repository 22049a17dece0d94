import torch
import torch.nn as nn

from .lora import LoraConfig, inject_adapter
from .quantizer import quantize_model


class MultiModalProjector(nn.Module):
    """Maps vision-tower features into the language model embedding space."""

    def __init__(self, vision_hidden: int = 16, text_hidden: int = 24):
        super().__init__()
        self.linear_1 = nn.Linear(vision_hidden, text_hidden)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(text_hidden, text_hidden)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(image_features)))


class PeftProjector(nn.Module):
    def __init__(self, base_model: nn.Module, config: LoraConfig, adapter_name: str = "default"):
        super().__init__()
        self.peft_config = {adapter_name: config}
        self.base_model = inject_adapter(base_model, adapter_name, config)

    def forward(self, *args, **kwargs):
        return self.base_model(*args, **kwargs)


_projector = PeftProjector(quantize_model(MultiModalProjector()), LoraConfig()).eval()
compiled_projector = torch.compile(_projector, fullgraph=True)
