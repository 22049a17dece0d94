import torch
from torch import nn

from .vision import SiglipVisionEmbedder


class Gemma3MultiModalProjector(nn.Module):
    def __init__(self, vision_hidden: int, text_hidden: int):
        super().__init__()
        self.mm_soft_emb_norm = nn.LayerNorm(vision_hidden)
        self.mm_input_projection = nn.Linear(vision_hidden, text_hidden, bias=False)

    def forward(self, vision_outputs: torch.Tensor) -> torch.Tensor:
        return self.mm_input_projection(self.mm_soft_emb_norm(vision_outputs))


class Gemma3ForConditionalGeneration(nn.Module):
    image_token_index = 60

    def __init__(self, vocab_size: int = 64, hidden_size: int = 16, patch_dim: int = 10):
        super().__init__()
        self.vision_tower = SiglipVisionEmbedder(patch_dim, 12)
        self.multi_modal_projector = Gemma3MultiModalProjector(12, hidden_size)
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.embed_scale = hidden_size ** 0.5
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 32), nn.GELU(), nn.Linear(32, hidden_size))

    def get_image_features(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.multi_modal_projector(self.vision_tower(pixel_values))

    def forward(self, input_ids: torch.Tensor, pixel_values: torch.Tensor) -> torch.Tensor:
        inputs_embeds = self.embed_tokens(input_ids) * self.embed_scale
        image_features = self.get_image_features(pixel_values)
        special_image_mask = (input_ids == self.image_token_index).unsqueeze(-1)
        inputs_embeds = inputs_embeds.masked_scatter(special_image_mask, image_features)
        return inputs_embeds + self.mlp(inputs_embeds)


gemma3 = torch.compile(Gemma3ForConditionalGeneration(), fullgraph=True)
