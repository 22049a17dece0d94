import torch
from torch import nn

from .debug_utils import register_dump_hook


class VisionTower(nn.Module):
    def __init__(self, hidden: int = 16, patch: int = 4) -> None:
        super().__init__()
        self.patch_embed = nn.Conv2d(3, hidden, kernel_size=patch, stride=patch)
        self.norm = nn.LayerNorm(hidden)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.norm(self.patch_embed(pixel_values).flatten(2).transpose(1, 2))


class MultiModalProjector(nn.Module):
    def __init__(self, vision_hidden: int = 16, text_hidden: int = 16) -> None:
        super().__init__()
        self.linear_1 = nn.Linear(vision_hidden, text_hidden)
        self.linear_2 = nn.Linear(text_hidden, text_hidden)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(nn.functional.gelu(self.linear_1(image_features)))


class LanguageModel(nn.Module):
    def __init__(self, hidden: int = 16, num_layers: int = 2) -> None:
        super().__init__()
        self.layers = nn.ModuleList(
            nn.TransformerEncoderLayer(hidden, 2, 32, dropout=0.0, batch_first=True) for _ in range(num_layers)
        )
        self.norm = nn.LayerNorm(hidden)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        h = inputs_embeds
        for layer in self.layers:
            h = layer(h)
        return self.norm(h)


class LlavaForConditionalGeneration(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.vision_tower = VisionTower()
        self.multi_modal_projector = MultiModalProjector()
        self.language_model = LanguageModel()

    def encode_images(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.multi_modal_projector(self.vision_tower(pixel_values))


model = LlavaForConditionalGeneration().eval()
register_dump_hook(model.vision_tower, "vision_tower")
language_model_compiled = torch.compile(model.language_model, fullgraph=True)
