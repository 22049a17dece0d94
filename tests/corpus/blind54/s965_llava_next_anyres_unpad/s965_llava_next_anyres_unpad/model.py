import torch
from torch import nn

from .packing import pack_image_features


class LlavaNextMultiModalProjector(nn.Module):
    def __init__(self, vision_hidden_size: int, text_hidden_size: int) -> None:
        super().__init__()
        self.linear_1 = nn.Linear(vision_hidden_size, text_hidden_size)
        self.act = nn.GELU()
        self.linear_2 = nn.Linear(text_hidden_size, text_hidden_size)

    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        return self.linear_2(self.act(self.linear_1(image_features)))


class LlavaNextImageBridge(nn.Module):
    def __init__(self, vision_hidden_size: int = 8, text_hidden_size: int = 16,
                 tokens_per_side: int = 2) -> None:
        super().__init__()
        self.tokens_per_side = tokens_per_side
        self.multi_modal_projector = LlavaNextMultiModalProjector(vision_hidden_size, text_hidden_size)
        self.image_newline = nn.Parameter(torch.randn(text_hidden_size) * text_hidden_size**-0.5)

    def forward(self, patch_features: torch.Tensor, image_sizes: torch.Tensor) -> torch.Tensor:
        # patch_features: [num_images, 1 + num_crops, tokens_per_side**2, vision_hidden]
        projected = self.multi_modal_projector(patch_features)
        per_image = list(projected.unbind(0))
        return pack_image_features(per_image, image_sizes, self.image_newline, self.tokens_per_side)


image_bridge = torch.compile(LlavaNextImageBridge().eval(), fullgraph=True)
