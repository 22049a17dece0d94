from dataclasses import dataclass

import torch
from torch import nn

from .utils import grid_side, sincos_table, validate_shuffle_input


@dataclass(frozen=True)
class Idefics3ConnectorConfig:
    vision_hidden_size: int = 8
    text_hidden_size: int = 16
    scale_factor: int = 2
    image_seq_len: int = 16
    add_position_table: bool = True


class Idefics3SimpleMLP(nn.Module):
    def __init__(self, config: Idefics3ConnectorConfig) -> None:
        super().__init__()
        input_size = config.vision_hidden_size * (config.scale_factor**2)
        self.proj = nn.Linear(input_size, config.text_hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x)


class Idefics3Connector(nn.Module):
    def __init__(self, config: Idefics3ConnectorConfig) -> None:
        super().__init__()
        self.config = config
        self.scale_factor = config.scale_factor
        self.modality_projection = Idefics3SimpleMLP(config)
        out_tokens = config.image_seq_len // (config.scale_factor**2)
        self.register_buffer(
            "position_table", sincos_table(out_tokens, config.text_hidden_size), persistent=False
        )

    def pixel_shuffle(self, x: torch.Tensor, scale_factor: int = 2) -> torch.Tensor:
        if not torch.compiler.is_compiling():
            validate_shuffle_input(x, scale_factor)
        bsz, seq, embed_dim = x.size()
        height = width = grid_side(seq)
        x = x.view(bsz, height, width, embed_dim)
        x = x.view(bsz, height, int(width / scale_factor), embed_dim * scale_factor)
        x = x.permute(0, 2, 1, 3)
        x = x.reshape(bsz, int(width / scale_factor), int(height / scale_factor), embed_dim * (scale_factor**2))
        x = x.permute(0, 2, 1, 3)
        return x.reshape(bsz, int(seq / (scale_factor**2)), embed_dim * (scale_factor**2))

    def forward(self, image_hidden_states: torch.Tensor) -> torch.Tensor:
        image_hidden_states = self.pixel_shuffle(image_hidden_states, self.scale_factor)
        image_hidden_states = self.modality_projection(image_hidden_states)
        if self.config.add_position_table:
            image_hidden_states = image_hidden_states + self.position_table
        return image_hidden_states
