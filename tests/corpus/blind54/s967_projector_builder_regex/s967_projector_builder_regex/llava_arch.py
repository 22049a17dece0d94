import torch
from torch import nn

from .config import MultimodalConfig
from .projectors import build_vision_projector


class VisionFeatureSelector:
    """Host-side helper used by the preprocessing server to pick hidden layers."""

    def __init__(self, select_feature: str) -> None:
        self.select_feature = select_feature

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        print(f"selecting {self.select_feature} features from {tuple(hidden_states.shape)}")
        return hidden_states[:, 1:] if self.select_feature == "patch" else hidden_states


class LlavaMetaModel(nn.Module):
    def __init__(self, config: MultimodalConfig) -> None:
        super().__init__()
        self.config = config
        self.mm_projector = build_vision_projector(config)
        self.selector = VisionFeatureSelector(config.mm_vision_select_feature)

    def feature_select(self, image_forward_outs: torch.Tensor) -> torch.Tensor:
        if self.config.mm_vision_select_feature == "patch":
            return image_forward_outs[:, 1:]
        if self.config.mm_vision_select_feature == "cls_patch":
            return image_forward_outs
        raise ValueError(f"Unexpected select feature: {self.config.mm_vision_select_feature}")

    def forward(self, image_forward_outs: torch.Tensor) -> torch.Tensor:
        image_features = self.feature_select(image_forward_outs)
        return self.mm_projector(image_features)


mm_encoder = torch.compile(LlavaMetaModel(MultimodalConfig()).eval(), fullgraph=True)
