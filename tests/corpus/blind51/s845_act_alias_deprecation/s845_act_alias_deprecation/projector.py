import torch
import torch.nn as nn

from .activation import get_act_fn
from .config import LlavaConfig


class LlavaMultiModalProjector(nn.Module):
    def __init__(self, config: LlavaConfig):
        super().__init__()
        vision_hidden, text_hidden = config.projector_dims
        bias = config.multimodal_projector_bias
        self.linear_1 = nn.Linear(vision_hidden, text_hidden, bias=bias)
        self.linear_2 = nn.Linear(text_hidden, text_hidden, bias=bias)
        self.projector_hidden_act = config.projector_hidden_act

    @torch.compile(fullgraph=True)
    def forward(self, image_features: torch.Tensor) -> torch.Tensor:
        hidden_states = self.linear_1(image_features)
        act = get_act_fn(self.projector_hidden_act)
        hidden_states = act(hidden_states)
        return self.linear_2(hidden_states)


def build_projector(projector_hidden_act: str = "gelu") -> LlavaMultiModalProjector:
    return LlavaMultiModalProjector(LlavaConfig(projector_hidden_act=projector_hidden_act))
